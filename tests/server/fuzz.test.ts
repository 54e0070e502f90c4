import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { junkMaker, mulberry32 } from "./helpers/junk.ts";
import { loadOpenApi, operationsOf } from "./helpers/openApiDoc.ts";
import { rawRequest } from "./helpers/rawHttp.ts";
import { startApp, type TestApp, ZONE } from "./helpers/testApp.ts";
import { scaled } from "../timeoutFactor.ts";

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
// the whole run's hang guard, stretched on a loaded machine
const BOUND = scaled(120_000);
const INJECTED = 9_000;
const RAW = 1_000;

interface Endpoint {
  method: string;
  path: string;
  query: string[];
  body: boolean;
}

// every operation of the generated OpenAPI document: new routes are fuzzed without edits here
const ENDPOINTS: Endpoint[] = operationsOf(loadOpenApi()).map(({ method, path, operation }) => ({
  method,
  path,
  query: ((operation.parameters ?? []) as { in?: string; name?: string }[])
    .filter((p) => p.in === "query")
    .map((p) => p.name as string),
  body: operation.requestBody !== undefined,
}));
const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"];
const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=latin1",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "image/png",
  "application/captive+json",
  "",
];
const VALID: Record<string, string[]> = {
  mac: ["02:00:00:00:00:01", "02:00:00:00:00:02", "0c:0c:0c:0c:0c:0c"],
  zoneId: [ZONE],
  openId: ["1"],
  id: ["1", "abc"],
};

describe("junk requests", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startApp({ testMode: { on: true } });
    port = Number(new URL(await t.app.listen({ port: 0, host: "127.0.0.1" })).port);
  });
  afterAll(() => t.close());

  it(`never get a 5xx across ${INJECTED + RAW} requests (seed ${SEED})`, { timeout: BOUND }, async () => {
    const rand = mulberry32(SEED);
    const j = junkMaker(rand);
    const param = (name: string) =>
      encodeURIComponent(rand() < 0.3 && VALID[name] ? j.pick(VALID[name] as string[]) : j.string());
    const statuses: Record<string, number> = {};
    const failures: string[] = [];
    const started = Date.now();

    for (let i = 0; i < INJECTED; i++) {
      const ep = j.pick(ENDPOINTS);
      let url = ep.path.replace(/\{([^}]+)\}/g, (_m, name: string) => param(name));
      const query = ep.query.filter(() => rand() < 0.8).map((q) => `${q}=${param(q)}`);
      if (rand() < 0.2) query.push(`${encodeURIComponent(j.string())}=${param("x")}`);
      if (query.length) url += `?${query.join("&")}`;
      const kind = rand();
      // oversize URLs, long path parameters and oversize bodies besides the everyday junk
      if (kind < 0.03) url += `${query.length ? "&" : "?"}pad=${"x".repeat(2000 + j.int(20000))}`;
      else if (kind < 0.06) url = url.replace(/\/[^/?]*(\?|$)/, `/${"a".repeat(101 + j.int(500))}$1`);
      let body = ep.body || rand() < 0.2 ? j.body() : undefined;
      if (kind > 0.97)
        body = JSON.stringify({ mac: "02:00:00:00:00:01", pad: "x".repeat(16_000 + j.int(50_000)) });
      const headers: Record<string, string | string[]> = {};
      if (rand() < 0.85)
        headers["x-zone-public-id"] = rand() < 0.7 ? ZONE : j.string().replace(/[^\x20-\x7e]/g, "") || "z";
      if (rand() < 0.05) headers["x-zone-public-id"] = [ZONE, "other"];
      if (body !== undefined) headers["content-type"] = j.pick(CONTENT_TYPES);
      if (rand() < 0.05) headers["content-encoding"] = j.pick(["gzip", "br", "junk"]);
      if (rand() < 0.05) headers.accept = j.pick(["application/captive+json", "*/*", "text/html", ";;;"]);
      const method = rand() < 0.85 ? ep.method : j.pick(METHODS);
      const res = await t.app.inject({
        method: method as "GET",
        url,
        headers,
        ...(body === undefined ? {} : { payload: body }),
      });
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      if (res.statusCode >= 500)
        failures.push(
          `#${i} ${res.statusCode} ${method} ${url.slice(0, 120)} ${body?.slice(0, 80)} -> ${res.body.slice(0, 200)}`,
        );
    }

    // raw bytes through Node's HTTP parser: bad request lines, headers, methods, framing
    const raw = (n: number): string => {
      const host = `Host: 127.0.0.1:${port}\r\n`;
      const path = j.pick(ENDPOINTS).path.replace(/\{[^}]+\}/g, () => param("mac"));
      return j.pick([
        `${j.bytes(40 + j.int(200))}\r\n\r\n`,
        `GET\r\n\r\n`,
        `${j.pick(["PROPFIND", "TRACE", "CONNECT", "G E T", "get", "BREW", "M-SEARCH"])} ${path} HTTP/1.1\r\n${host}\r\n`,
        `GET ${path} HTTP/${j.pick(["9.9", "0.9", "1.x", "2.0"])}\r\n${host}\r\n`,
        `GET ${path}\u0000 HTTP/1.1\r\n${host}\r\n`,
        `GET /${"a".repeat(17_000 + j.int(5000))} HTTP/1.1\r\n${host}\r\n`,
        `GET ${path} HTTP/1.1\r\n${host}X-Big: ${"b".repeat(17_000)}\r\n\r\n`,
        `GET ${path} HTTP/1.1\r\n${host}${"X-H: 1\r\n".repeat(2500)}\r\n`,
        `GET ${path} HTTP/1.1\r\n${host}Bad Header: x\r\n\r\n`,
        `GET ${path} HTTP/1.1\r\n${host}X-Zone-Public-Id: ${ZONE}\u0000\r\n\r\n`,
        `GET ${path} HTTP/1.1\r\n${host} folded\r\n\r\n`,
        `GET ${path} HTTP/1.1\r\nHost: evil.example\r\nX-Zone-Public-Id: ${ZONE}\r\n\r\n`,
        `POST ${path} HTTP/1.1\r\n${host}Content-Length: 5\r\nContent-Length: 7\r\n\r\n12345`,
        `POST ${path} HTTP/1.1\r\n${host}Content-Length: -1\r\n\r\n`,
        `POST ${path} HTTP/1.1\r\n${host}Transfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\nzz\r\n`,
        `POST ${path} HTTP/1.1\r\n${host}Transfer-Encoding: chunked\r\nX-Zone-Public-Id: ${ZONE}\r\nContent-Type: application/json\r\n\r\nfffffff\r\n{}\r\n0\r\n\r\n`,
        `POST ${path} HTTP/1.1\r\n${host}X-Zone-Public-Id: ${ZONE}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"mac":`,
        `POST ${path} HTTP/1.1\r\n${host}X-Zone-Public-Id: ${ZONE}\r\nContent-Type: application/json\r\nContent-Length: ${n % 50}\r\n\r\n${(j.body() ?? "").slice(0, n % 50)}`,
      ]);
    };
    let rawDone = 0;
    const rawWorker = async () => {
      while (rawDone < RAW) {
        const n = rawDone++;
        const payload = raw(n);
        const status = await rawRequest(port, Buffer.from(payload, "latin1"));
        const key = status === undefined ? "closed" : String(status);
        statuses[key] = (statuses[key] ?? 0) + 1;
        if (status !== undefined && status >= 500)
          failures.push(`raw #${n} ${status}: ${JSON.stringify(payload.slice(0, 120))}`);
      }
    };
    await Promise.all(Array.from({ length: 8 }, rawWorker));
    const ms = Date.now() - started;
    console.log(
      `fuzz: ${INJECTED + RAW} requests (seed ${SEED}) in ${ms} ms; statuses ${JSON.stringify(statuses)}`,
    );

    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(ms).toBeLessThan(scaled(60_000));
    // the server still works afterwards, in process and over its socket
    expect((await t.api("GET", "/api/v1/settings")).statusCode).toBe(200);
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/settings`, {
      headers: { "x-zone-public-id": ZONE },
    });
    expect(res.status).toBe(200);
  });

  it("refuses URLs over 2048 characters and path parameters over 100 with 414", async () => {
    const long = await t.api("GET", `/api/v1/settings?pad=${"x".repeat(2100)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ statusCode: 414, error: "URI Too Long" });
    expect(long.body.length).toBeLessThan(300);
    // Fastify's maxParamLength (100)
    const param = await t.api("GET", `/api/v1/session/${"a".repeat(101)}`);
    expect(param.statusCode).toBe(414);
    expect(param.json()).toMatchObject({ statusCode: 414, code: "FST_ERR_MAX_PARAM_LENGTH" });
    // beyond 16 KB Node's parser refuses the request line itself
    expect(await rawRequest(port, `GET /${"a".repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`)).toBe(
      431,
    );
  });
});
