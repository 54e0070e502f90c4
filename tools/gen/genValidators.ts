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
// the page's own data: the server checks it before it writes it into a page (server/pages/
// checkBootPayload.ts) and leaves out data that fails; the browser takes what came (issue 44: this
// validator was 8.6 KB of the 115 KB the first touch fetched). It sits beside its type in schemas/gen/
const [payloadName, payloadSchema] = ["validateBootPayload", "boot-payload"] as const;

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

// ajv's options for the browser's validators (the page data's, the server's, alike)
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

/**
 * One module per validator, so the bundle carries each where it is used: the checkout's and the
 * cruise polls' come with later pages. The page data's (schemas/gen/) is the server's alone.
 */
export function genValidators(root: string): Record<string, string> {
  const dir = join(root, "schemas/api");
  const schemas = readdirSync(dir)
    .filter((f) => f.endsWith(".schema.json"))
    .map((f) => stripAnnotations(JSON.parse(readFileSync(join(dir, f), "utf8"))) as { $id: string });
  // one compiler each (its functions' numbers count on): the browser's modules do not change with
  // the server's validator
  const ajv = new Ajv(OPTIONS);
  const server = new Ajv(OPTIONS);
  for (const schema of schemas) {
    ajv.addSchema(schema);
    server.addSchema(schema);
  }
  const idOf = (schema: string) => JSON.parse(readFileSync(join(dir, `${schema}.schema.json`), "utf8")).$id;
  const outputs: Record<string, string> = {};
  const head = banner("schemas/api/*.schema.json");
  if (existsSync(join(dir, `${payloadSchema}.schema.json`))) {
    const out = join(root, `schemas/gen/${payloadName}.gen`);
    outputs[`${out}.js`] = head + standaloneCode(server, { [payloadName]: idOf(payloadSchema) });
    // schemas/ imports nothing: the validator's type is spelled out
    outputs[`${out}.d.ts`] =
      `${head}export declare const ${payloadName}: ((data: unknown) => boolean) & { errors?: unknown };\n`;
  }
  for (const [name, schema] of Object.entries(VALIDATED)) {
    if (!existsSync(join(dir, `${schema}.schema.json`))) continue;
    const out = join(root, `engine/api/validators/${name}.gen`);
    // standalone code for one schema holds that schema and what it refers to, nothing else
    outputs[`${out}.js`] = head + standaloneCode(ajv, { [name]: idOf(schema) });
    outputs[`${out}.d.ts`] =
      `${head}import type { Validator } from "../checked.ts";\nexport declare const ${name}: Validator;\n`;
  }
  return outputs;
}
