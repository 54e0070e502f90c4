import { basename, dirname, join } from "node:path";
import { editZone, type Mutation } from "./mutationKit.ts";

/** Mistakes in the files themselves and between them: syntax, extends, prefixes. */
export const fileMutations: Mutation[] = [
  {
    name: "duplicate zone prefix",
    apply(f) {
      // the copy sorts after the original, so the copy is the one told off
      const copy = join(dirname(f.zone), "zz-copy.json");
      f.write(copy, f.read(f.zone));
      return {
        file: copy,
        pointer: "/zonePrefix",
        line: f.lineOf(copy, '"zonePrefix"'),
        message: /already used by/,
      };
    },
  },
  {
    name: "zone prefix outside its operator folder",
    apply(f) {
      const file = editZone(f, (z) => (z.zonePrefix = "someone-else/vessel"));
      return {
        file,
        pointer: "/zonePrefix",
        line: f.lineOf(file, "someone-else"),
        message: /operator folder/,
      };
    },
  },
  {
    name: "extends cycle",
    apply(f) {
      const parent = f.read(f.parent);
      parent.extends = basename(f.zone);
      f.write(f.parent, parent);
      return { file: f.parent, pointer: "/extends", line: f.lineOf(f.parent, '"extends"'), message: /cycle/ };
    },
  },
  {
    name: "extends to a missing file",
    apply(f) {
      const file = editZone(f, (z) => (z.extends = "no-such-operator.json"));
      return {
        file,
        pointer: "/extends",
        line: f.lineOf(file, "no-such-operator.json"),
        message: /does not exist/,
      };
    },
  },
  {
    name: "invalid JSON (trailing comma)",
    apply(f) {
      const text = `${JSON.stringify(f.read(f.zone), null, 2).replace(/\n}$/, ",\n}")}\n`;
      f.writeText(f.zone, text);
      const line = text.split("\n").length - 1;
      return { file: f.zone, pointer: "", line, column: 1, message: /invalid JSON/, hint: /trailing comma/ };
    },
  },
  {
    name: "a manifest that is not an object",
    apply(f) {
      f.writeText(f.zone, "[]\n");
      return { file: f.zone, pointer: "", line: 1, message: /must be a JSON object/ };
    },
  },
  {
    name: "duplicate key",
    apply(f) {
      const text = JSON.stringify(f.read(f.zone), null, 2).replace(
        /\n {2}"tier": ("[^"]*"),/,
        '\n  "tier": $1,\n  "tier": $1,',
      );
      f.writeText(f.zone, text);
      return {
        file: f.zone,
        pointer: "/tier",
        line: f.lineOf(f.zone, '"tier"') + 1,
        message: /appears twice/,
      };
    },
  },
];
