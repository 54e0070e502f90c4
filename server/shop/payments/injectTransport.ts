import type { FastifyInstance } from "fastify";
import type { HttpRequest, HttpResponse, HttpTransport } from "./HttpTransport.ts";

const LOCAL = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The sandbox and this server call each other through the same Fastify instance, the whole
 * HTTP pipeline included, without a socket: nothing ever leaves the process. A URL that is not
 * local is refused, so a misconfigured sandbox can never reach a real host.
 */
export function injectTransport(app: FastifyInstance): HttpTransport {
  return async (request: HttpRequest): Promise<HttpResponse> => {
    const url = new URL(request.url);
    if (!LOCAL.has(url.hostname)) throw new Error(`the sandbox only calls this server, not ${url.host}`);
    const response = await app.inject({
      method: request.method,
      url: url.pathname + url.search,
      headers: { ...request.headers, host: "localhost" },
      ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) }),
    });
    let body: unknown = null;
    try {
      body = response.body ? JSON.parse(response.body) : null;
    } catch {
      body = null;
    }
    return { status: response.statusCode, body };
  };
}
