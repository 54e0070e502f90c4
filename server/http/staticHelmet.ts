import helmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import Fastify, { type FastifyPluginAsync } from "fastify";
import { PERMISSIONS_POLICY } from "./helmetOptions.ts";

// headers every answer has with or without helmet
const OWN = new Set([
  "content-type",
  "content-length",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
]);

// the headers @fastify/helmet sends for these options, worked out once on a throwaway instance
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get("/", async () => "");
  const res = await probe.inject({ url: "/" });
  await probe.close();
  return Object.fromEntries(
    Object.entries(res.headers)
      .filter(([name]) => !OWN.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

// @fastify/helmet builds helmet's middleware, CSP parsing included, on every request; the headers
// never vary per request here, so they are copied onto each reply (a fifth of a session lookup's cost)
export function staticHelmet(options: FastifyHelmetOptions): FastifyPluginAsync {
  const plugin: FastifyPluginAsync = async (app) => {
    const headers = { ...(await helmetHeaders(options)), "permissions-policy": PERMISSIONS_POLICY };
    app.addHook("onRequest", (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  };
  // the hook applies to the whole app, like @fastify/helmet's (fastify-plugin's marker)
  return Object.assign(plugin, { [Symbol.for("skip-override")]: true });
}
