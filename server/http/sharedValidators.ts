import AjvCompiler from "@fastify/ajv-compiler";
/**
 * Fastify's request validators from one pool per process: its compiler keeps one Ajv per set of
 * shared schemas and options, and Fastify makes a new pool for every app.
 */
export const sharedValidators = AjvCompiler();
