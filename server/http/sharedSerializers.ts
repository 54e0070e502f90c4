import { SerializerSelector } from "@fastify/fast-json-stringify-compiler";
import type { FastifyServerOptions } from "fastify";

type BuildSerializer = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions["schemaController"]>["compilersFactory"]>["buildSerializer"]
>;
type Serializer = (data: unknown) => string;

const build = SerializerSelector();
// by the shared schemas, the serializer options and the route's schema: what the code depends on
const made = new Map<string, Serializer>();

/**
 * Fastify's own response serializers (fast-json-stringify), each made once per process instead of
 * once per app: making them was over half of an app's start (about 300 of 350 ms), paid again by
 * every server a test, a cluster bench or a reload-less restart builds in the same process. The
 * entries are as many as the API's response schemas, so the map stays small.
 */
export const sharedSerializers: BuildSerializer = (externalSchemas, options) => {
  const compile = build(externalSchemas, options);
  const shared = JSON.stringify([externalSchemas, options]);
  return (route) => {
    const key = `${shared}\n${JSON.stringify(route.schema)}`;
    let serializer = made.get(key);
    if (!serializer) {
      // made at its first reply, not at the start: most of a server's routes answer nothing in
      // its first minutes (or ever, in a test's short-lived server), and making all of them was
      // about a tenth of each server process's start
      let compiled: Serializer | undefined;
      serializer = (data) => {
        compiled ??= compile(route) as Serializer;
        return compiled(data);
      };
      made.set(key, serializer);
    }
    return serializer;
  };
};
