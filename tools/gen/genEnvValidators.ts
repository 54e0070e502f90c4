import { join } from "node:path";
import standaloneCode from "ajv/dist/standalone/index.js";
import { envAjv, envDigest, environmentSchemas } from "../../server/operations.ts";
import { banner } from "./banner.ts";

/**
 * The environment's validators (all sections at once, then each its own) as Ajv standalone code,
 * for server/env/envValidator.ts: keyed by the digest of each schema, each made on its first use.
 */
export function genEnvValidators(root: string): Record<string, string> {
  const entries = environmentSchemas().map((schema) => {
    // an Ajv of its own, so that its code is the same whatever was compiled before it
    const ajv = envAjv({ source: true });
    const code = standaloneCode(ajv, ajv.compile(schema));
    return `  ${JSON.stringify(envDigest(schema))}: () => {\n    const module = { exports: {} };\n    ${code}\n    return module.exports;\n  },\n`;
  });
  const head = banner("each plugin's section (server/wiring/environment.ts lists them)");
  const out = join(root, "server/env/generatedEnvValidators.gen");
  return {
    [`${out}.js`]:
      head +
      'import { createRequire } from "node:module";\nconst require = createRequire(import.meta.url);\n' +
      `export const generatedEnvValidators = {\n${entries.join("")}};\n`,
    [`${out}.d.ts`]: `${head}export declare const generatedEnvValidators: Record<string, () => unknown>;\n`,
  };
}
