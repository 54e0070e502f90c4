import { createHash } from "node:crypto";
import radius from "radius";
import { describe, expect, it } from "vitest";
import { coovaChilliDialect } from "../../server/gateway/dialects/coovaChilliDialect.ts";
import { dialectOf } from "../../server/gateway/dialects/dialectOf.ts";
import type { EntryContext } from "../../server/gateway/dialects/GatewayDialect.ts";
import { mikrotikDialect } from "../../server/gateway/dialects/mikrotikDialect.ts";
import { octalOctets } from "../../server/gateway/dialects/octalOctets.ts";
import { userPassword } from "../../server/gateway/radius/userPassword.ts";

// Issue 32: each gateway's dialect, against what its vendor documents (CoovaChilli's src/redir.c,
// RouterOS's HotSpot customisation), computed here independently of the modules under test
const SECRET = "uam-secret-of-at-least-32-characters";
const md5 = (...parts: (string | Buffer)[]) => {
  const h = createHash("md5");
  for (const p of parts) h.update(p);
  return h.digest();
};
const ORIGIN = "https://portal.ship.example";
const CHALLENGE = "0f1e2d3c4b5a69788796a5b4c3d2e1f0";

function chilliRedirect(res: string, extra = "", secret = SECRET) {
  const url = `/?zoneId=z1&res=${res}&uamip=10.1.0.1&uamport=3990&challenge=${CHALLENGE}&called=02-00-00-00-00-FF&mac=02-AA-00-00-00-01&ip=10.1.0.5&nasid=z1&sessionid=abc${extra}&userurl=http%3A%2F%2Fexample.com%2F`;
  const md = md5(`${ORIGIN}${url}`, secret).toString("hex").toUpperCase();
  return `${url}&md=${md}`;
}

const context = (pathAndQuery: string, over: Partial<EntryContext> = {}): EntryContext => ({
  query: Object.fromEntries(new URL(pathAndQuery, ORIGIN).searchParams),
  pathAndQuery,
  origins: [ORIGIN],
  secret: SECRET,
  controllerHosts: ["10.1.0.1"],
  ...over,
});

describe("CoovaChilli's UAM", () => {
  it("vouches for a redirect whose md is MD5(the URL before &md= ‖ the UAM secret), once, on a listed host", () => {
    const read = coovaChilliDialect.readEntry(context(chilliRedirect("notyet")));
    expect(read).toMatchObject({
      kind: "entry",
      vouched: true,
      target: { uamip: "10.1.0.1", uamport: "3990", challenge: CHALLENGE, userurl: "http://example.com/" },
    });
    expect(read.kind === "entry" && read.once).toMatch(/^[0-9A-F]{32}$/);
    // another secret, a changed parameter, an unlisted uamip, another origin: not vouched
    expect(
      coovaChilliDialect.readEntry(context(chilliRedirect("notyet", "", "another-secret"))),
    ).toMatchObject({
      vouched: false,
      why: "md does not match the UAM secret",
    });
    const tampered = chilliRedirect("notyet").replace("uamport=3990", "uamport=3991");
    expect(coovaChilliDialect.readEntry(context(tampered))).toMatchObject({ vouched: false });
    expect(
      coovaChilliDialect.readEntry(context(chilliRedirect("notyet"), { controllerHosts: ["10.1.0.2"] })),
    ).toMatchObject({
      vouched: false,
      why: "uamip is not a controller host",
    });
    expect(
      coovaChilliDialect.readEntry(
        context(chilliRedirect("notyet"), { origins: ["https://elsewhere.example"] }),
      ),
    ).toMatchObject({ vouched: false });
    // without the UAM secret nothing is vouched for
    expect(
      coovaChilliDialect.readEntry(context(chilliRedirect("notyet"), { secret: undefined })),
    ).toMatchObject({
      vouched: false,
    });
  });

  it("reads its answers: success and already, failed with a new challenge, logoff; a portal link is none of them", () => {
    expect(coovaChilliDialect.readEntry(context(chilliRedirect("success")))).toMatchObject({
      kind: "return",
      outcome: "success",
    });
    expect(coovaChilliDialect.readEntry(context(chilliRedirect("already")))).toMatchObject({
      kind: "return",
      outcome: "success",
    });
    expect(coovaChilliDialect.readEntry(context(chilliRedirect("failed", "&reason=reject")))).toMatchObject({
      kind: "return",
      outcome: "failed",
      vouched: true,
    });
    expect(coovaChilliDialect.readEntry(context(chilliRedirect("logoff")))).toMatchObject({
      kind: "return",
      outcome: "logoff",
    });
    expect(coovaChilliDialect.readEntry(context("/?mac=02:aa:00:00:00:01&zoneId=z1"))).toEqual({
      kind: "none",
    });
  });

  it("logs on at uamip:uamport/logon with the password XORed with MD5(challenge ‖ uamsecret) (PAP), off at /logoff", () => {
    const target = {
      uamip: "10.1.0.1",
      uamport: "3990",
      challenge: CHALLENGE,
      userurl: "http://example.com/",
    };
    const step = coovaChilliDialect.login({
      target,
      username: "gw-0123456789abcdef01234567",
      password: "s3cr3t-passw0rd!",
      returnUrl: `${ORIGIN}/status`,
      secret: SECRET,
    });
    expect(step?.method).toBe("GET");
    const url = new URL(step?.method === "GET" ? step.url : "http://x/");
    expect(`${url.origin}${url.pathname}`).toBe("http://10.1.0.1:3990/logon");
    expect(url.searchParams.get("userurl")).toBe("http://example.com/");
    // what CoovaChilli does with it (redir_radius): the key repeated over the password's octets
    const key = md5(Buffer.from(CHALLENGE, "hex"), SECRET);
    const hidden = Buffer.from(url.searchParams.get("password") ?? "", "hex");
    expect(Buffer.from(hidden.map((b, i) => b ^ (key[i % 16] as number))).toString()).toBe(
      "s3cr3t-passw0rd!",
    );
    expect(coovaChilliDialect.logout(target)).toEqual({ method: "GET", url: "http://10.1.0.1:3990/logoff" });
  });
});

describe("MikroTik's hotspot", () => {
  const vars = (over: Record<string, string> = {}) => {
    const q = new URLSearchParams({
      zoneId: "z2",
      mac: "02:AA:00:00:00:02",
      ip: "10.5.50.7",
      "link-login-only": "http://10.5.50.1/login",
      "link-logout": "http://10.5.50.1/logout",
      "link-orig": "http://example.com/",
      "chap-id": "\\371",
      "chap-challenge": "\\357\\015\\330\\013\\021\\234\\145\\245\\303\\253\\142\\246\\133\\175\\375\\316",
      error: "",
      ...over,
    });
    return context(`/?${q}`, { controllerHosts: ["10.5.50.1"] });
  };

  it("reads RouterOS's octal escapes", () => {
    expect(octalOctets("\\371")).toEqual(Buffer.of(0o371));
    expect(octalOctets("\\357\\015a")).toEqual(Buffer.from([0o357, 0o15, 0x61]));
    expect(octalOctets("\\400")).toBeUndefined();
  });

  it("takes the login page's variables on a listed host; posts username, CHAP-MD5(id, password, challenge) and dst", () => {
    const read = mikrotikDialect.readEntry(vars());
    expect(read).toMatchObject({ kind: "entry", vouched: true });
    const target = read.kind === "entry" ? read.target : undefined;
    if (!target) throw new Error("no target");
    const step = mikrotikDialect.login({
      target,
      username: "gw-0123456789abcdef01234567",
      password: "pw",
      returnUrl: `${ORIGIN}/status?x=1`,
      secret: undefined,
    });
    const challenge = octalOctets(vars().query["chap-challenge"] ?? "") as Buffer;
    expect(step).toEqual({
      method: "POST",
      action: "http://10.5.50.1/login",
      fields: {
        username: "gw-0123456789abcdef01234567",
        password: md5(Buffer.of(0o371), "pw", challenge).toString("hex"),
        dst: `${ORIGIN}/status?x=1`,
        popup: "false",
      },
    });
    expect(mikrotikDialect.logout(target)).toEqual({ method: "GET", url: "http://10.5.50.1/logout" });
    // a login address elsewhere is not the gateway's word; a failed login comes back with error
    expect(mikrotikDialect.readEntry(vars({ "link-login-only": "http://10.5.50.9/login" }))).toMatchObject({
      vouched: false,
    });
    expect(mikrotikDialect.readEntry(vars({ error: "invalid username or password" }))).toMatchObject({
      kind: "return",
      outcome: "failed",
    });
  });
});

describe("the dialects", () => {
  it("are chosen by network.gateway; unset and the older 'generic' are the spec's controller", () => {
    expect(dialectOf(undefined).name).toBe("spec");
    expect(dialectOf("generic").name).toBe("spec");
    expect(dialectOf("coovachilli").name).toBe("coovachilli");
    expect(dialectOf("mikrotik").name).toBe("mikrotik");
  });

  it("the native face reads User-Password as RFC 2865 hides it", () => {
    const packet = radius.encode({
      code: "Access-Request",
      identifier: 1,
      secret: "shared-secret-16+",
      attributes: [
        ["User-Name", "gw-x"],
        ["User-Password", "a-password-longer-than-16-octets"],
      ],
    });
    expect(userPassword(packet, "shared-secret-16+")).toBe("a-password-longer-than-16-octets");
    expect(userPassword(packet, "another-secret")).not.toBe("a-password-longer-than-16-octets");
  });
});
