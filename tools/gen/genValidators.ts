import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv } from "ajv";
import standaloneCode from "ajv/dist/standalone/index.js";
import { banner } from "./banner.ts";

// the browser checks API answers with these precompiled functions: a few KB, no ajv compiler.
const VALIDATED = {
  validateSession: "session",
  validateSettings: "settings",
  validateOpenZoneList: "open-zone-list",
  validateCruiseRelay: "cruise-relay.response",
  validateCruiseValidatePoll: "cruise-validate-poll.response",
  validateCruiseChargePoll: "cruise-charge-poll.response",
  validateCruisePackageList: "cruise-package-list",
  validateStoreZone: "store-zone",
  validateStoreCheckout: "store-checkout.response",
  validateOrderVoucherList: "store-order-vouchers",
};
// the page's own data is the contract of both faces (the server writes it, the browser reads it):
// its validator sits beside its type in schemas/gen/, the room both may import
const [sharedName, sharedSchema] = ["validateBootPayload", "boot-payload"] as const;

// annotations do not validate, but ajv's code embeds whole schema objects (for enums): drop them.
// Keys of a name map (a property called "description") are names, not annotations.
const ANNOTATIONS = new Set(["title", "description", "examples", "$comment", "default"]);
const NAME_MAPS = new Set(["properties", "patternProperties", "definitions", "$defs", "dependencies"]);
function stripAnnotations(value: unknown, isNameMap = false): unknown {
  if (Array.isArray(value)) return value.map((item) => stripAnnotations(item));
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => isNameMap || !ANNOTATIONS.has(key))
      .map(([key, inner]) => [key, stripAnnotations(inner, !isNameMap && NAME_MAPS.has(key))]),
  );
}

// ajv's options for the browser's validators
const OPTIONS = {
  code: { source: true, esm: true },
  strict: false,
  allErrors: false,
  // formats are left to the server: checking them here would ship ajv-formats to every phone
  validateFormats: false,
  // string lengths in UTF-16 units: the unicode counter is a CommonJS require the browser cannot load
  unicode: false,
  // the client only logs why an answer failed: the instance path and keyword say enough
  messages: false,
  // a tagged union (the page data's form) checks the branch its tag names, not each in turn
  discriminator: true,
} as const;

// the whole API schemas a schema refers to ({"$ref": "session.schema.json"})
function wholeRefs(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) wholeRefs(item, found);
  else if (value !== null && typeof value === "object")
    for (const [key, inner] of Object.entries(value)) {
      if (key === "$ref" && typeof inner === "string" && inner.endsWith(".schema.json"))
        found.add(inner.replace(/\.schema\.json$/, ""));
      else wholeRefs(inner, found);
    }
  return found;
}

/**
 * One module per validator, so the bundle carries each where it is used: the start page needs
 * the page data's, the checkout's and the cruise polls' come with later pages. The page data's
 * module (schemas/gen/) also exports the API answers' validators it holds (the store's, the cruise
 * packages'): their own modules re-export them, so a bundle carries each one's code once.
 */
export function genValidators(root: string): Record<string, string> {
  const dir = join(root, "schemas/api");
  const schemas = readdirSync(dir)
    .filter((f) => f.endsWith(".schema.json"))
    .map((f) => stripAnnotations(JSON.parse(readFileSync(join(dir, f), "utf8"))) as { $id: string });
  const ajv = new Ajv(OPTIONS);
  // the shared module's referred schemas become functions of their own, so each export can be one
  const shared = new Ajv({ ...OPTIONS, inlineRefs: false });
  for (const schema of schemas) {
    ajv.addSchema(schema);
    shared.addSchema(schema);
  }
  const idOf = (schema: string) => JSON.parse(readFileSync(join(dir, `${schema}.schema.json`), "utf8")).$id;
  const outputs: Record<string, string> = {};
  const head = banner("schemas/api/*.schema.json");
  const sharedFile = join(dir, `${sharedSchema}.schema.json`);
  const held = existsSync(sharedFile)
    ? wholeRefs(JSON.parse(readFileSync(sharedFile, "utf8")))
    : new Set<string>();
  // not the session's and the settings': a page without data asks for them during the start-up, through
  // a chunk of their own (laterValidators.ts) that must not import the entry chunk, whose top-level
  // await is still waiting for that start-up (the two would wait for each other)
  for (const early of ["session", "settings"]) held.delete(early);
  const heldNames = Object.entries(VALIDATED).filter(([, schema]) => held.has(schema));
  const type = "((data: unknown) => boolean) & { errors?: unknown }";
  if (existsSync(sharedFile)) {
    const exports = Object.fromEntries(
      [[sharedName, sharedSchema], ...heldNames].map(([name, schema]) => [name, idOf(schema)]),
    );
    const out = join(root, `schemas/gen/${sharedName}.gen`);
    outputs[`${out}.js`] = head + standaloneCode(shared, exports);
    // schemas/ imports nothing: there engine/api/checked.ts's Validator is spelled out
    outputs[`${out}.d.ts`] =
      head +
      Object.keys(exports)
        .map((name) => `export declare const ${name}: ${type};\n`)
        .join("");
  }
  for (const [name, schema] of Object.entries(VALIDATED)) {
    if (!existsSync(join(dir, `${schema}.schema.json`))) continue;
    const out = join(root, `engine/api/validators/${name}.gen`);
    // standalone code for one schema holds that schema and what it refers to, nothing else
    outputs[`${out}.js`] = held.has(schema)
      ? `${head}export { ${name} } from "../../../schemas/gen/${sharedName}.gen.js";\n`
      : head + standaloneCode(ajv, { [name]: idOf(schema) });
    outputs[`${out}.d.ts`] =
      `${head}import type { Validator } from "../checked.ts";\nexport declare const ${name}: Validator;\n`;
  }
  return outputs;
}
