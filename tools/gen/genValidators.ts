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

/**
 * One module per validator, so the bundle carries each where it is used: the start page needs
 * the session's and the settings', the checkout's and the cruise polls' come with later pages.
 */
export function genValidators(root: string): Record<string, string> {
  const dir = join(root, "schemas/api");
  const schemas = readdirSync(dir)
    .filter((f) => f.endsWith(".schema.json"))
    .map((f) => stripAnnotations(JSON.parse(readFileSync(join(dir, f), "utf8"))) as { $id: string });
  // formats are left to the server: checking them here would ship ajv-formats to every phone
  const ajv = new Ajv({
    code: { source: true, esm: true },
    strict: false,
    allErrors: false,
    validateFormats: false,
    // string lengths in UTF-16 units: the unicode counter is a CommonJS require the browser cannot load
    unicode: false,
    // the client only logs why an answer failed: the instance path and keyword say enough
    messages: false,
  });
  for (const schema of schemas) ajv.addSchema(schema);
  const outputs: Record<string, string> = {};
  const head = banner("schemas/api/*.schema.json");
  for (const [name, schemaName] of Object.entries(VALIDATED)) {
    const file = join(dir, `${schemaName}.schema.json`);
    if (!existsSync(file)) continue;
    // standalone code for one schema holds that schema and what it refers to, nothing else
    const code = standaloneCode(ajv, { [name]: JSON.parse(readFileSync(file, "utf8")).$id });
    const out = join(root, `engine/api/validators/${name}.gen`);
    outputs[`${out}.js`] = head + code;
    outputs[`${out}.d.ts`] =
      `${head}import type { Validator } from "../checked.ts";\nexport declare const ${name}: Validator;\n`;
  }
  return outputs;
}
