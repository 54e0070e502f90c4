import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { MANIFEST_ROOT } from "../../fleet/manifests/listManifestFiles.ts";
import { lintFleet } from "../../fleet/lint/lintFleet.ts";

// biome-ignore lint/suspicious/noExplicitAny: mutations reach into manifests of any shape
export type Json = Record<string, any>;

export interface FleetCopy {
  root: string;
  /** the zone the mutations break, inside the copy */
  zone: string;
  /** the file that zone extends, inside the copy */
  parent: string;
  read(file: string): Json;
  write(file: string, json: unknown): void;
  writeText(file: string, text: string): void;
  /** 1-based line of the first line that contains the marker */
  lineOf(file: string, marker: string, from?: number): number;
  remove(): void;
}

// the first zone of the real fleet that extends another file: every mutation starts from a valid one
const model = lintFleet()
  .zones.filter((z) => z.chain.length > 1)
  .sort((a, b) => a.file.localeCompare(b.file))[0];

/** A temporary copy of manifests/, so a mutation never touches the real fleet. */
export function copyFleet(): FleetCopy {
  if (!model) throw new Error("the fleet has no zone that extends an operator file");
  const root = mkdtempSync(join(tmpdir(), "gangway-manifests-"));
  cpSync(MANIFEST_ROOT, root, { recursive: true });
  const inCopy = (file: string) => resolve(root, relative(MANIFEST_ROOT, file));
  const zone = inCopy(model.file);
  const parent = inCopy(
    resolve(dirname(model.file), String(JSON.parse(readFileSync(model.file, "utf8")).extends)),
  );
  return {
    root,
    zone,
    parent,
    read: (file) => JSON.parse(readFileSync(file, "utf8")),
    write: (file, json) => writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`),
    writeText: (file, text) => writeFileSync(file, text),
    lineOf(file, marker, from = 1) {
      const lines = readFileSync(file, "utf8").split("\n");
      const index = lines.findIndex((line, i) => i + 1 >= from && line.includes(marker));
      if (index < 0) throw new Error(`${marker} not in ${file}`);
      return index + 1;
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
