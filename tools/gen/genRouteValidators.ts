import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import AjvCompiler from "@fastify/ajv-compiler";
import standaloneCode from "ajv/dist/standalone/index.js";
import { type AskedValidator, askedValidators, buildApp } from "../../server/buildApp.ts";
import { banner } from "./banner.ts";

// Fastify's 10 s for a start-up step, stretched on a loaded machine as the OpenAPI generator's is
const loadFactor =
  Number(process.env.TEST_TIMEOUT_FACTOR) ||
  Math.max(1, Math.ceil((loadavg()[0] ?? 0) / availableParallelism()));

/** The app whose routes' request validators are generated: every face on, as the OpenAPI document's. */
export async function generatorApp(dataDir: string) {
  return buildApp({
    storage: { dataDir },
    demo: { dataPath: join(import.meta.dirname, "../../server/demo/demo-data.json") },
    testMode: { on: true },
    http: { logger: false, startupTimeoutMs: Math.round(10_000 * loadFactor) },
    gateway: { radiusRestToken: "t".repeat(32) },
  });
}

/**
 * Every request validator an app asks Fastify for (body, query, params, headers of each route),
 * as Ajv standalone code compiled with @fastify/ajv-compiler's own Ajv and options, so that the
 * server (server/http/routeValidators.ts) compiles none when it starts. Each is keyed by the digest
 * of what it was compiled from (shared schemas, options, part, schema), its routes and parts named
 * above it; each is made on its first use.
 */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export async function genRouteValidators(root: string): Promise<Record<string, string>> {
  const dir = mkdtempSync(join(tmpdir(), "gangway-validators-"));
  // this app's validators alone, whatever else the process built before
  const since = askedValidators.count();
  const app = await generatorApp(dir);
  try {
    await app.ready();
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
  // one validator per digest (a GET route's HEAD twin, two routes told apart by a constraint)
  const byDigest = new Map<string, { first: AskedValidator; keys: Set<string> }>();
  for (const asked of askedValidators(since)) {
    const same = byDigest.get(asked.digest);
    if (!same) byDigest.set(asked.digest, { first: asked, keys: new Set([asked.key]) });
    else {
      same.keys.add(asked.key);
      if (compare(asked.key, same.first.key) < 0) same.first = asked;
    }
  }
  const entries = [...byDigest.values()]
    .sort((a, b) => compare(a.first.key, b.first.key))
    .map(({ first, keys }) => {
      const { digest, route, externalSchemas, options } = first;
      const { customOptions, ...rest } = options as { customOptions?: object };
      // the same Ajv options, and source code kept; an Ajv of its own, so that its code is the
      // same whatever was compiled before it
      const compile = AjvCompiler()(
        externalSchemas as never,
        {
          ...rest,
          customOptions: { ...customOptions, code: { source: true } },
        } as never,
      );
      const validate = compile(route as never);
      const reference = AjvCompiler.AjvReference as unknown as symbol;
      const ajv = (compile as unknown as Record<symbol, { ajv: never }>)[reference]?.ajv as never;
      const code = standaloneCode(ajv, validate as never);
      const routes = [...keys].sort(compare).join(", ");
      return `  // ${routes}\n  ${JSON.stringify(digest)}: () => {\n    const module = { exports: {} };\n    ${code}\n    return module.exports;\n  },\n`;
    });
  const head = banner("the routes' schemas (server/**/*Routes.ts, schemas/api/*.schema.json)");
  return {
    [join(root, "server/http/generatedRouteValidators.gen.js")]:
      head +
      'import { createRequire } from "node:module";\nconst require = createRequire(import.meta.url);\n' +
      `export const generatedRouteValidators = {\n${entries.join("")}};\n`,
    [join(root, "server/http/generatedRouteValidators.gen.d.ts")]:
      `${head}export declare const generatedRouteValidators: Record<string, () => unknown>;\n`,
  };
}
