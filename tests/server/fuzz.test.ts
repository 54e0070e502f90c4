import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { junkMaker, mulberry32 } from "./helpers/junk.ts";
import { loadOpenApi, operationsOf } from "./helpers/openApiDoc.ts";
import { rawRequest } from "./helpers/rawHttp.ts";
import { startApp, type TestApp, ZONE } from "./helpers/testApp.ts";
import { scaled } from "../timeoutFactor.ts";

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
// the whole run's hang guard, stretched on a loaded machine
const BOUND = scaled(120_000);

// Every operation gets every kind of request below, and every value of each header dimension
// (content type, method, zone header, encoding, accept) within each kind: coverage by construction.
// 9,000 random draws gave each operation ~160 plain requests but ~5 of each oversize kind, and a
// seed could miss a class on an operation. The junk inside (path, query and body values) stays
// random from SEED.
const KINDS = ["junk", "oversize URL", "long path parameter", "oversize body", "another method"] as const;
// requests of a kind per operation: the largest dimension cycled in it, the eight content types
// (methods 7, zone headers 4, encodings 4, accepts 5 fit in it); the junk kind, whose bodies reach
// the parsers and the handlers (the URL kinds are refused before), goes through every body shape
const REPS = 8;
// (a multiple of REPS: 24 for 23 shapes)
const repsOf = (kind: (typeof KINDS)[number], shapes: number) =>
  kind === "junk" ? Math.ceil(shapes / REPS) * REPS : REPS;

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

  it(`never get a 5xx: every operation × every kind of junk, and raw bytes (seed ${SEED})`, {
    timeout: BOUND,
  }, async () => {
    const rand = mulberry32(SEED);
    const j = junkMaker(rand);
    const param = (name: string) =>
      encodeURIComponent(rand() < 0.3 && VALID[name] ? j.pick(VALID[name] as string[]) : j.string());
    const statuses: Record<string, number> = {};
    const failures: string[] = [];
    const started = Date.now();

    let i = 0;
    for (const [e, ep] of ENDPOINTS.entries())
      for (const [k, kind] of KINDS.entries())
        for (let r = 0; r < repsOf(kind, j.bodyShapes); r++, i++) {
          let url = ep.path.replace(/\{([^}]+)\}/g, (_m, name: string) => param(name));
          const query = ep.query.filter(() => rand() < 0.8).map((q) => `${q}=${param(q)}`);
          if (rand() < 0.2) query.push(`${encodeURIComponent(j.string())}=${param("x")}`);
          if (query.length) url += `?${query.join("&")}`;
          // oversize URLs, long path parameters and oversize bodies besides the everyday junk
          if (kind === "oversize URL")
            url += `${query.length ? "&" : "?"}pad=${"x".repeat(2000 + j.int(20000))}`;
          if (kind === "long path parameter")
            url = url.replace(/\/[^/?]*(\?|$)/, `/${"a".repeat(101 + j.int(500))}$1`);
          // junk: every body shape (23) on every operation, with a body or without one; the
          // other kinds a shape on every other request to an operation without a body
          let body =
            kind === "junk" || ep.body || r % 2 === 1
              ? j.bodyShape(kind === "junk" ? r : 3 * r + k)
              : undefined;
          if (kind === "oversize body")
            body = JSON.stringify({ mac: "02:00:00:00:00:01", pad: "x".repeat(16_000 + j.int(50_000)) });
          const headers: Record<string, string | string[]> = {};
          // the demo zone mostly, so most requests reach the handlers; a junk one, none, and two
          const zone = (r + k + e) % REPS;
          if (zone < 5) headers["x-zone-public-id"] = ZONE;
          else if (zone === 5) headers["x-zone-public-id"] = j.string().replace(/[^\x20-\x7e]/g, "") || "z";
          else if (zone === 7) headers["x-zone-public-id"] = [ZONE, "other"];
          // a step of 3 over the eight: within a kind the content type and the zone header vary apart,
          // and from one operation to the next each body shape meets every content type
          if (body !== undefined) headers["content-type"] = CONTENT_TYPES[(3 * r + k + e) % REPS] as string;
          const encoding = (r + 3) % REPS;
          if (encoding >= 5) headers["content-encoding"] = ["gzip", "br", "junk"][encoding - 5] as string;
          const accept = (r + 5) % REPS;
          if (accept >= 4)
            headers.accept = ["application/captive+json", "*/*", "text/html", ";;;"][accept - 4] as string;
          const method = kind === "another method" ? (METHODS[r % METHODS.length] as string) : ep.method;
          const res = await t.app.inject({
            method: method as "GET",
            url,
            headers,
            ...(body === undefined ? {} : { payload: body }),
          });
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          if (res.statusCode >= 500)
            failures.push(
              `#${i} ${kind} ${res.statusCode} ${method} ${url.slice(0, 120)} ${body?.slice(0, 80)} -> ${res.body.slice(0, 200)}`,
            );
        }
    const injected = i;

    // raw bytes through Node's HTTP parser: bad request lines, headers, methods, framing. Each form
    // REPS times, on as many operations' paths; what a route does with junk the injected requests
    // above cover for every operation
    const host = `Host: 127.0.0.1:${port}\r\n`;
    const forms: ((path: string, n: number) => string)[] = [
      () => `${j.bytes(40 + j.int(200))}\r\n\r\n`,
      () => `GET\r\n\r\n`,
      (path, n) =>
        `${["PROPFIND", "TRACE", "CONNECT", "G E T", "get", "BREW", "M-SEARCH"][n % 7]} ${path} HTTP/1.1\r\n${host}\r\n`,
      (path, n) => `GET ${path} HTTP/${["9.9", "0.9", "1.x", "2.0"][n % 4]}\r\n${host}\r\n`,
      (path) => `GET ${path}\u0000 HTTP/1.1\r\n${host}\r\n`,
      () => `GET /${"a".repeat(17_000 + j.int(5000))} HTTP/1.1\r\n${host}\r\n`,
      (path) => `GET ${path} HTTP/1.1\r\n${host}X-Big: ${"b".repeat(17_000)}\r\n\r\n`,
      (path) => `GET ${path} HTTP/1.1\r\n${host}${"X-H: 1\r\n".repeat(2500)}\r\n`,
      (path) => `GET ${path} HTTP/1.1\r\n${host}Bad Header: x\r\n\r\n`,
      (path) => `GET ${path} HTTP/1.1\r\n${host}X-Zone-Public-Id: ${ZONE}\u0000\r\n\r\n`,
      (path) => `GET ${path} HTTP/1.1\r\n${host} folded\r\n\r\n`,
      (path) => `GET ${path} HTTP/1.1\r\nHost: evil.example\r\nX-Zone-Public-Id: ${ZONE}\r\n\r\n`,
      (path) => `POST ${path} HTTP/1.1\r\n${host}Content-Length: 5\r\nContent-Length: 7\r\n\r\n12345`,
      (path) => `POST ${path} HTTP/1.1\r\n${host}Content-Length: -1\r\n\r\n`,
      (path) =>
        `POST ${path} HTTP/1.1\r\n${host}Transfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\nzz\r\n`,
      (path) =>
        `POST ${path} HTTP/1.1\r\n${host}Transfer-Encoding: chunked\r\nX-Zone-Public-Id: ${ZONE}\r\nContent-Type: application/json\r\n\r\nfffffff\r\n{}\r\n0\r\n\r\n`,
      (path) =>
        `POST ${path} HTTP/1.1\r\n${host}X-Zone-Public-Id: ${ZONE}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"mac":`,
      (path, n) =>
        `POST ${path} HTTP/1.1\r\n${host}X-Zone-Public-Id: ${ZONE}\r\nContent-Type: application/json\r\nContent-Length: ${(n * 7) % 50}\r\n\r\n${(j.bodyShape(n * 3) ?? "").slice(0, (n * 7) % 50)}`,
    ];
    const RAW = forms.length * REPS;
    // form n % forms.length, its rep n / forms.length, on the path of one operation after another
    const raw = (n: number): string => {
      const ep = ENDPOINTS[n % ENDPOINTS.length] as Endpoint;
      const path = ep.path.replace(/\{[^}]+\}/g, () => param("mac"));
      return (forms[n % forms.length] as (path: string, rep: number) => string)(
        path,
        Math.floor(n / forms.length),
      );
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
      `fuzz: ${injected} injected and ${RAW} raw requests (seed ${SEED}) in ${ms} ms; statuses ${JSON.stringify(statuses)}`,
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
