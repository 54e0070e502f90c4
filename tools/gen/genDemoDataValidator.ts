import { join } from "node:path";
import standaloneCode from "ajv/dist/standalone/index.js";
import { demoDataAjv } from "../../server/operations.ts";
import { banner } from "./banner.ts";

/** The demo data's validator as Ajv standalone code (server/demo/loadDemoData.ts), with its schemas' digest. */
export function genDemoDataValidator(root: string): Record<string, string> {
  const ajv = demoDataAjv({ source: true, esm: true });
  // its export on a line of its own, where the file-name check (tools/checks) reads exports
  const code = standaloneCode(ajv, {
    validateDemoData: "https://gangway.example/schemas/api/demo-data.schema.json",
  }).replace(/^"use strict";/, '"use strict";\n');
  const head = banner("schemas/api/*.schema.json");
  const out = join(root, "server/demo/validateDemoData.gen");
  return {
    [`${out}.js`]:
      head +
      'import { createRequire } from "node:module";\nconst require = createRequire(import.meta.url);\n' +
      `export const schemasDigest = ${JSON.stringify(demoDataAjv.digest())};\n${code}\n`,
    [`${out}.d.ts`]: `${head}import type { ValidateFunction } from "ajv";\nexport declare const schemasDigest: string;\nexport declare const validateDemoData: ValidateFunction;\n`,
  };
}
