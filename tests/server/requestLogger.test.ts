import { afterEach, describe, expect, it } from "vitest";
import { logLines } from "./helpers/logLines.ts";
import { startApp, type TestApp } from "./helpers/testApp.ts";

const TOKEN = "a-radius-rest-token-of-32-chars!!";

// each request's logger is made only when it logs (http/lazyChildLogger.ts): what it logs must
// still be the request's own lines, each with its request id, at the levels in force only
describe("a request's log lines", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  const wrongToken = () =>
    t?.app.inject({
      method: "POST",
      url: "/api/v1/radius/authorize",
      headers: { authorization: "Bearer not-the-token" },
      payload: {},
    });

  it("at warn: a quiet request logs nothing, a refused one its warning with its request id", async () => {
    const log = logLines("warn");
    t = await startApp({ http: { logger: log.logger }, gateway: { radiusRestToken: TOKEN } });
    const quiet = await t.api("GET", "/api/v1/settings");
    expect(quiet.statusCode).toBe(200);
    expect(log.entries().filter((e) => e.reqId !== undefined)).toEqual([]);
    expect((await wrongToken())?.statusCode).toBe(403);
    expect((await wrongToken())?.statusCode).toBe(403);
    const warned = log.entries().filter((e) => e.msg === "RADIUS REST call with a wrong token");
    expect(warned).toHaveLength(2);
    expect(warned.every((e) => e.level === 40 && typeof e.reqId === "string")).toBe(true);
    // two requests, two ids
    expect(new Set(warned.map((e) => e.reqId)).size).toBe(2);
    expect(log.entries().some((e) => e.level < 40)).toBe(false);
  });

  // one access line a request at info (http/AccessLogController.ts): Fastify's two cost the
  // boarding surge 1–3 ms of CPU a device; its "incoming request" line is kept at debug
  it("at info: one line a request, with its id, method, masked url, status and time", async () => {
    const log = logLines("info");
    t = await startApp({ http: { logger: log.logger } });
    const mac = "0a:00:00:00:44:01";
    expect((await t.api("GET", `/api/v1/session/${mac}`)).statusCode).toBe(404);
    const lines = log.entries().filter((e) => e.reqId !== undefined);
    expect(lines.map((e) => e.msg)).toEqual(["request completed"]);
    const line = lines[0] as Record<string, unknown>;
    expect(line.req).toEqual({ method: "GET", url: expect.stringMatching(/^\/api\/v1\/session\//) });
    expect(line.res).toEqual({ statusCode: 404 });
    expect(line.responseTime).toEqual(expect.any(Number));
    expect(JSON.stringify(lines)).not.toContain(mac);
  });

  // openNDS's return of a device it lets through already carries the fresh one-time credential
  it("at info: an openNDS entry's credential, client details and token are cut to 6 characters", async () => {
    const log = logLines("info");
    t = await startApp({ http: { logger: log.logger } });
    const fas = Buffer.from("clientip=10.0.0.9, clientmac=0a:00:00:00:44:03, tok=f00dfeed").toString(
      "base64",
    );
    const query = `tok=f00dfeedcafe0123&custom=gwuser1.secretpass99&fas=${fas}&status=authenticated`;
    await t.app.inject({ method: "GET", url: `/opennds/gn-premium-demo?${query}` });
    const line = log.entries().find((e) => e.msg === "request completed") as unknown as {
      req: { url: string };
    };
    expect(line.req.url).toContain("tok=f00dfe…&custom=gwuser…&fas=");
    for (const secret of ["secretpass99", "f00dfeedcafe0123", fas])
      expect(JSON.stringify(log.entries())).not.toContain(secret);
  });

  it("at debug: the incoming line too, before the completed one and with the same id", async () => {
    const log = logLines("debug");
    t = await startApp({ http: { logger: log.logger } });
    expect((await t.api("GET", "/api/v1/session/0a:00:00:00:44:02")).statusCode).toBe(404);
    const lines = log.entries().filter((e) => e.msg === "incoming request" || e.msg === "request completed");
    expect(lines.map((e) => e.msg)).toEqual(["incoming request", "request completed"]);
    expect(lines[1]?.reqId).toBe(lines[0]?.reqId);
    expect(JSON.stringify(lines)).not.toContain("0a:00:00:00:44:02");
  });
});
