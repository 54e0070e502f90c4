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

export function genValidators(root: string): Record<string, string> {
  // formats are left to the server: checking them here would ship ajv-formats to every phone
  const ajv = new Ajv({
    code: { source: true, esm: true },
    strict: false,
    allErrors: false,
    validateFormats: false,
    // string lengths in UTF-16 units: the unicode counter is a CommonJS require the browser cannot load
    unicode: false,
  });
  const dir = join(root, "schemas/api");
  const all = readdirSync(dir).filter((f) => f.endsWith(".schema.json"));
  for (const f of all) ajv.addSchema(JSON.parse(readFileSync(join(dir, f), "utf8")));
  const exports: Record<string, string> = {};
  for (const [name, schemaName] of Object.entries(VALIDATED)) {
    const file = join(root, `schemas/api/${schemaName}.schema.json`);
    if (!existsSync(file)) continue;
    exports[name] = JSON.parse(readFileSync(file, "utf8")).$id;
  }
  const code = standaloneCode(ajv, exports);
  const types = Object.keys(exports).map((name) => `export declare const ${name}: Validator;`);
  return {
    [join(root, "engine/api/validators.gen.js")]: banner("schemas/api/*.schema.json") + code,
    [join(root, "engine/api/validators.gen.d.ts")]:
      `${banner("schemas/api/*.schema.json")}import type { Validator } from "./checked.ts";\n${types.join("\n")}\n`,
  };
}
