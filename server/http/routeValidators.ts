import { createHash } from "node:crypto";
import { generatedRouteValidators } from "./generatedRouteValidators.gen.js";
import { sharedValidators } from "./sharedValidators.ts";

type Compile = ReturnType<typeof sharedValidators>;
type Validator = ReturnType<Compile>;
// what Fastify hands a validator compiler (its types say a schema)
export interface RouteSchema {
  schema: unknown;
  method: string;
  url: string;
  httpPart: string;
}

/** A request part's schema as the server asked for its validator: what the generator compiles. */
export interface AskedValidator {
  key: string;
  digest: string;
  route: RouteSchema;
  externalSchemas: unknown;
  options: unknown;
  generated: boolean;
  /** when it was last asked for, in the order of asking (askedSince) */
  order: number;
}

// one entry per part and digest, however many apps the process builds
const asked = new Map<string, AskedValidator>();
let order = 0;
const made = new Map<string, Validator>();
const digestOf = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);

/**
 * Fastify's request validators, generated ahead (npm run gen: generatedRouteValidators.gen.js,
 * keyed by the digest of the shared schemas, the options, the part and its schema): compiling them was about a tenth of a server's start, and
 * constructing their Ajv with every API schema another few percent. A part whose schema, shared
 * schemas or options differ from what was generated (a schema edited since, a route the
 * generator's app does not register) is compiled as before (sharedValidators.ts).
 */
export const routeValidators = ((externalSchemas: unknown, options: unknown) => {
  const shared = digestOf(JSON.stringify([externalSchemas, options]));
  let compile: Compile | undefined;
  return ((route: RouteSchema) => {
    const key = `${route.method} ${route.url} ${route.httpPart}`;
    const digest = digestOf(`${shared}\n${route.httpPart}\n${JSON.stringify(route.schema)}`);
    const make = generatedRouteValidators[digest];
    const generated = make !== undefined;
    order++;
    asked.set(`${key} ${digest}`, { key, digest, route, externalSchemas, options, generated, order });
    if (!generated) {
      compile ??= sharedValidators(externalSchemas as never, options as never);
      return compile(route as never);
    }
    let validator = made.get(digest);
    if (!validator) {
      validator = make() as Validator;
      made.set(digest, validator);
    }
    return validator;
  }) as Compile;
}) as typeof sharedValidators;

/**
 * Every request validator this process asked for, and whether its generated code served it; with
 * `since` (an earlier askedValidators.count()), only those asked for after it: one app's.
 */
export function askedValidators(since = 0): AskedValidator[] {
  return [...asked.values()].filter((a) => a.order > since);
}
askedValidators.count = () => order;
