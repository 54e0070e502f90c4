import { vi } from "vitest";

type Answer = { status: number; body?: unknown };
// a function answers each call, and may hold it back by returning a promise
export type Routes = Record<string, Answer | ((init?: RequestInit) => Answer | Promise<Answer>)>;

const json = ({ status, body = {} }: Answer) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A fetch that answers "METHOD /path" from a table; anything else is a 404, and every call is kept. */
export function fetchRoutes(routes: Routes) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${String(input)}`;
    calls.push(key);
    const route = routes[key];
    if (!route) return json({ status: 404, body: { message: `no route ${key}` } });
    return json(typeof route === "function" ? await route(init) : route);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}
