import { afterEach, describe, expect, it } from "vitest";
import { stationId } from "./helpers/radclient.ts";
import { startApp, type TestApp, ZONE } from "./helpers/testApp.ts";

const TOKEN = "a-radius-rest-token-of-32-chars!!";
// rlm_rest's JSON body: each attribute with its type and values
const attrs = (values: Record<string, string | number>) =>
  Object.fromEntries(
    Object.entries(values).map(([name, v]) => [
      name,
      { type: typeof v === "number" ? "integer" : "string", value: [v] },
    ]),
  );

describe("the REST face for FreeRADIUS rlm_rest", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  const call = (path: string, body: unknown, token = TOKEN) =>
    t?.app.inject({
      method: "POST",
      url: `/api/v1/radius/${path}`,
      headers: { authorization: `Bearer ${token}` },
      payload: body as object,
    });
  const device = (mac: string) => ({
    "User-Name": stationId(mac),
    "Calling-Station-Id": stationId(mac),
    "NAS-Identifier": ZONE,
    "NAS-IP-Address": "127.0.0.1",
  });

  it("answers rlm_rest's contract: 200 with reply attributes, 401 with the reason, 204 for accounting", async () => {
    t = await startApp({ gateway: { radiusRestToken: TOKEN }, simulators: { accessController: false } });
    const mac = "16:00:00:00:00:01";
    expect(
      (await t.api("POST", "/api/v1/voucher/auth", { mac, voucher: "TEST0001", termsAccepted: true }))
        .statusCode,
    ).toBe(200);
    const accept = await call("authorize", attrs(device(mac)));
    expect(accept?.statusCode).toBe(200);
    expect(accept?.json()).toMatchObject({
      "reply:Idle-Timeout": 900,
      "reply:Acct-Interim-Interval": 60,
      "reply:WISPr-Bandwidth-Max-Down": 20_000_000,
    });
    expect(accept?.json()).toMatchObject({
      "reply:Session-Timeout": 3600,
      "reply:Termination-Action": "RADIUS-Request",
    });
    const reject = await call("authorize", attrs(device("16:00:00:00:00:02")));
    expect(reject?.statusCode).toBe(401);
    expect(reject?.json()).toEqual({ "reply:Reply-Message": "no-session" });
    const start = await call(
      "accounting",
      attrs({ ...device(mac), "Acct-Status-Type": "Start", "Acct-Session-Id": "r1" }),
    );
    expect(start?.statusCode).toBe(204);
    t.bind(mac);
    expect((await t.api("GET", `/api/v1/session/${mac}`)).json().isAccessControllerAuthed).toBe(true);
    expect((await call("post-auth", attrs(device(mac))))?.statusCode).toBe(204);
  });

  it("refuses a wrong token, and is off without one", async () => {
    t = await startApp({ gateway: { radiusRestToken: TOKEN } });
    expect((await call("authorize", attrs(device("16:00:00:00:00:03")), `${TOKEN}x`))?.statusCode).toBe(403);
    await t.close();
    t = await startApp();
    expect((await call("authorize", attrs(device("16:00:00:00:00:03"))))?.statusCode).toBe(404);
  });

  it("leaves test mode's POST twins at the same paths to calls without the token", async () => {
    t = await startApp({ gateway: { radiusRestToken: TOKEN }, testMode: { on: true } });
    const twin = await t.api("POST", "/api/v1/radius/authorize", { mac: "16:00:00:00:00:04" });
    expect(twin.statusCode).toBe(200);
    expect(twin.json()).toMatchObject({ authorized: false, redirect: expect.stringMatching(/^\/\?/) });
    const rest = await call("authorize", attrs(device("16:00:00:00:00:04")));
    expect(rest?.statusCode).toBe(401);
  });
});
