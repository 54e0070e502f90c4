import { type HttpHandler, HttpResponse, http } from "msw";

/** An answer: JSON (`body` absent is `{}`, null is no body), or a failed network. */
export type Answer = { status: number; body?: unknown } | "network error";
/** One answer for every call, answers in turn (then 404), or an answer made from the request. */
export type Route = Answer | Answer[] | ((request: Request) => Answer | Promise<Answer>);
/** "METHOD /path" (msw's path syntax: `:name` is a segment) → its answer. */
export type Routes = Record<string, Route>;

/** A request the API received, as a test asserts on it. */
export interface Sent {
  /** "METHOD /path?search" */
  call: string;
  method: string;
  /** the path and search */
  url: string;
  headers: Headers;
  /** the parsed JSON body, if any */
  body: unknown;
}

function respond(answer: Answer): Response {
  if (answer === "network error") return HttpResponse.error();
  const { status, body = {} } = answer;
  if (body === null) return new HttpResponse(null, { status });
  return HttpResponse.json(body, { status });
}

async function sentOf(request: Request): Promise<Sent> {
  const url = new URL(request.url);
  const text = await request.clone().text();
  return {
    call: `${request.method} ${url.pathname}${url.search}`,
    method: request.method,
    url: `${url.pathname}${url.search}`,
    headers: request.headers,
    body: text ? JSON.parse(text) : undefined,
  };
}

/**
 * The API as msw handlers answering from `routes`, for Storybook (in the page) and the unit tests
 * (in Node) alike: any other request matching `others` (the API's, unless told) is a 404 naming
 * it. Each request is told to `seen` first.
 */
export function apiRoutes(
  routes: Routes,
  seen: (sent: Sent) => void = () => {},
  others = "*/api/*",
): HttpHandler[] {
  const record = async (request: Request) => seen(await sentOf(request));
  const handlers = Object.entries(routes).map(([key, route]) => {
    const [method = "GET", path = "/"] = key.split(" ");
    const queue = Array.isArray(route) ? [...route] : null;
    const matcher = http[method.toLowerCase() as "get" | "post" | "put" | "delete" | "patch"];
    return matcher(path, async ({ request }) => {
      await record(request);
      if (queue)
        return respond(queue.shift() ?? { status: 404, body: { message: `no more answers for ${key}` } });
      return respond(typeof route === "function" ? await route(request) : (route as Answer));
    });
  });
  const unknown = http.all(others, async ({ request }) => {
    await record(request);
    const url = new URL(request.url);
    return respond({ status: 404, body: { message: `no route ${request.method} ${url.pathname}` } });
  });
  return [...handlers, unknown];
}
