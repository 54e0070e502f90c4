import AjvCompiler from "@fastify/ajv-compiler";

const pool = AjvCompiler();
type Compile = ReturnType<typeof pool>;
type Validator = ReturnType<Compile>;
// by the shared schemas, the compiler's options and the route's schema: what a validator depends on
const made = new Map<string, Validator>();

/**
 * Fastify's request validators, each compiled once per process instead of once per app. The
 * compiler already keeps one Ajv per set of shared schemas, but each app hands it route schemas
 * that are new objects, which Ajv's own cache (by object) misses: compiling them was a sixth of an
 * app's start, paid again by every server a test or a bench builds in the same process. The
 * entries are as many as the API's request schemas and their parts, so the map stays small.
 */
export const sharedValidators = ((externalSchemas: unknown, options: unknown) => {
  const compile = pool(externalSchemas as never, options as never);
  const shared = JSON.stringify([externalSchemas, options]);
  // what Fastify hands a validator compiler (its types say a schema)
  return ((route: { schema: unknown; httpPart?: string }) => {
    const key = `${shared}\n${route.httpPart}\n${JSON.stringify(route.schema)}`;
    let validator = made.get(key);
    if (!validator) {
      validator = compile(route as never);
      made.set(key, validator);
    }
    return validator;
  }) as Compile;
}) as typeof pool;
