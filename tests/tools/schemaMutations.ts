import { editZone, swapLetters, type Mutation } from "./mutationKit.ts";

/** Mistakes the schema itself refuses; the lint adds the pointer, line and nearest name. */
export const schemaMutations: Mutation[] = [
  {
    name: "unknown widget type with a near-miss name",
    apply(f) {
      let [type, typo] = ["", ""];
      const file = editZone(f, (z) => {
        type = z.pages.StartPage[0].type;
        typo = swapLetters(type);
        z.pages.StartPage[0] = { type: typo };
      });
      const hint = new RegExp(`did you mean "${type}"`);
      return {
        file,
        pointer: "/pages/StartPage/0/type",
        line: f.lineOf(file, typo),
        message: /unknown widget type/,
        hint,
      };
    },
  },
  {
    name: "node without a type",
    apply: (f) => ({
      file: editZone(f, (z) => (z.pages.StartPage[0] = {})),
      pointer: "/pages/StartPage/0/type",
      message: /no type/,
    }),
  },
  {
    name: "missing required field",
    apply: (f) => ({
      file: editZone(f, (z) => delete z.zonePrefix),
      pointer: "/zonePrefix",
      line: 1,
      message: /missing required field "zonePrefix"/,
    }),
  },
  {
    name: "missing required nested field",
    apply(f) {
      // merging would fill the field from the other file, so it must be missing from both
      editZone(f, (z) => delete z.brand?.colors);
      const parent = f.read(f.parent);
      parent.brand = { ...parent.brand, colors: { primary: "#314e92" } };
      f.write(f.parent, parent);
      return {
        file: f.parent,
        pointer: "/brand/colors/body",
        line: f.lineOf(f.parent, '"colors"'),
        message: /missing required field "body"/,
      };
    },
  },
  {
    name: "wrong tier",
    apply(f) {
      const file = editZone(f, (z) => (z.tier = "premum"));
      return {
        file,
        pointer: "/tier",
        line: f.lineOf(file, '"premum"'),
        hint: /did you mean "premium"\?.*allowed: open/,
      };
    },
  },
  {
    name: "unknown locale",
    apply(f) {
      const file = editZone(f, (z) => (z.locales = ["en", "xx"]));
      return { file, pointer: "/locales/1", line: f.lineOf(file, '"xx"'), hint: /allowed: en, sv, el/ };
    },
  },
  {
    name: "invalid text key",
    apply(f) {
      const file = editZone(f, (z) => (z.texts = { ...z.texts, "Bad Key": { en: "x" } }));
      return { file, pointer: "/texts/Bad Key", line: f.lineOf(file, '"Bad Key"'), message: /invalid key/ };
    },
  },
  {
    name: "unknown property",
    apply(f) {
      const file = editZone(f, (z) => (z.brand = { ...z.brand, logoo: "logo.svg" }));
      return {
        file,
        pointer: "/brand/logoo",
        line: f.lineOf(file, '"logoo"'),
        column: 5,
        hint: /did you mean "logo"/,
      };
    },
  },
  {
    name: "unknown page name",
    apply(f) {
      const file = editZone(f, (z) => (z.pages.StartPag = []));
      return {
        file,
        pointer: "/pages/StartPag",
        line: f.lineOf(file, '"StartPag"'),
        hint: /did you mean "StartPage"/,
      };
    },
  },
  {
    name: "wrong prop type",
    apply(f) {
      const file = editZone(f, (z) => (z.pages.StartPage[0] = { type: "WelcomeHeading", text: 42 }));
      return {
        file,
        pointer: "/pages/StartPage/0/text",
        line: f.lineOf(file, '"text": 42'),
        message: /must be a string, not a number/,
      };
    },
  },
  {
    name: "page with a non-array",
    apply(f) {
      const file = editZone(f, (z) => (z.pages.StatusPage = { type: "StatusTitle" }));
      return {
        file,
        pointer: "/pages/StatusPage",
        line: f.lineOf(file, '"StatusPage": {'),
        message: /must be an array, not an object/,
      };
    },
  },
  {
    name: "a nullable number written as text",
    apply(f) {
      const file = editZone(f, (z) => {
        z.store ??= { currency: "EUR", currencyDecimals: 2, maxCheckoutItems: 1, items: [] };
        z.store.items[0] = {
          ...{ id: 1, name: "store.day", description: "store.day.note", grossAmount: 900 },
          ...{ maxDevices: 1, durationMinutes: 1440, byteLimit: "1 GB" },
        };
      });
      return {
        file,
        pointer: "/store/items/0/byteLimit",
        line: f.lineOf(file, '"byteLimit": "1 GB"'),
        // ajv's "integer,null" is no words for the person editing the manifest
        message: /^must be an integer or null, not a string$/,
      };
    },
  },
];
