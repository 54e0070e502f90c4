import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FleetVariant, fleetVariant } from "../server/helpers/fleetVariant.ts";
import { scaled } from "../timeoutFactor.ts";

// Issue 40's gateway-configuration lows: `npm run gateway -- config` prints no secret unless asked,
// names a MikroTik zone by its hotspot server (not the router-wide identity), logs in over https
// under an https portal and lets https hosts through the IP walled garden, tells CoovaChilli's
// operator to merge its lines, and puts FreeRADIUS's gateways beside Debian's stock clients.conf.
const NODE = resolve("node_modules/.bin/node");
const CHILLI = "gn-premium-demo";
const MIKROTIK = "sa-petrel";
const RADIUS_SECRET = "the-gateways-radius-secret-of-32ch";
const UAM_SECRET = "the-zones-uam-secret-of-32-characters";
let fleet: FleetVariant;

beforeAll(() => {
  fleet = fleetVariant((f) => {
    f.layout(CHILLI).network = { gateway: "coovachilli", controllerHosts: ["10.1.0.1"] };
    f.layout(MIKROTIK).network = { gateway: "mikrotik", controllerHosts: ["10.5.50.1"] };
  });
});
afterAll(() => fleet?.remove());

function config(zone: string, env: Record<string, string> = {}, ...flags: string[]) {
  const run = spawnSync(NODE, ["tools/gateway/gateway.ts", "config", "--zone", zone, ...flags], {
    encoding: "utf8",
    env: {
      PATH: process.env.PATH,
      MANIFESTS_DIR: fleet.manifestsDir,
      RADIUS_HOST: "10.20.0.10",
      RADIUS_CLIENTS: `10.0.0.0/8=${RADIUS_SECRET}`,
      GATEWAY_KEYS: `${CHILLI}=${UAM_SECRET}`,
      ...env,
    },
  });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  return run.stdout;
}

// each case runs the command line a few times (it reads the whole fleet): slow on a busy machine
describe("npm run gateway -- config", { timeout: scaled(120_000) }, () => {
  it("prints no secret unless --with-secrets: an unmistakable placeholder saying how instead", () => {
    for (const zone of [CHILLI, MIKROTIK]) {
      const out = config(zone, { RADIUS_REST_TOKEN: "a-rest-token-of-32-characters-or-so" });
      expect(out).not.toContain(RADIUS_SECRET);
      expect(out).not.toContain(UAM_SECRET);
      expect(out).toMatch(/secret[ =]+<REPLACE: [^>]*--with-secrets prints it\)>/);
      expect(config(zone, {}, "--with-secrets")).toContain(RADIUS_SECRET);
    }
    expect(config(CHILLI)).toContain("HS_UAMSECRET=<REPLACE: ");
    expect(config(CHILLI, {}, "--with-secrets")).toContain(`HS_UAMSECRET=${UAM_SECRET}`);
  });

  it("MikroTik: the zone is the hotspot server's name, not the router's identity", () => {
    const out = config(MIKROTIK, { PUBLIC_URL: "https://portal.ship.example" });
    expect(out).not.toContain("/system identity");
    expect(out).toContain(`/ip hotspot set [find name=hotspot1] name=${MIKROTIK}`);
  });

  it("MikroTik: an https portal logs in over https with a certificate, an http one with CHAP", () => {
    const https = config(MIKROTIK, { PUBLIC_URL: "https://portal.ship.example" });
    expect(https).toMatch(/login-by=mac,https ssl-certificate=<REPLACE: [^>]+> dns-name=<REPLACE: [^>]+>/);
    expect(https).not.toContain("http-chap");
    const http = config(MIKROTIK, { PUBLIC_URL: "http://portal.ship.example" });
    expect(http).toContain("login-by=mac,http-chap ");
    expect(http).not.toContain("login-by=mac,https");
  });

  it("MikroTik: an https host is let through the IP walled garden too, the card provider's always", () => {
    const nets = { PAYMENT_PROVIDER: "nets", NETS_CHECKOUT_KEY: "live-checkout-key-0123456789abcdef" };
    const https = config(MIKROTIK, { PUBLIC_URL: "https://portal.ship.example:8443", ...nets });
    expect(https).toContain("/ip hotspot walled-garden add dst-host=portal.ship.example\n");
    expect(https).toContain(
      "/ip hotspot walled-garden ip add dst-host=portal.ship.example protocol=tcp dst-port=8443\n",
    );
    expect(https).toMatch(
      /\/ip hotspot walled-garden ip add dst-host=\S*dibspayment\S* protocol=tcp dst-port=443\n/,
    );
    const http = config(MIKROTIK, { PUBLIC_URL: "http://portal.ship.example", ...nets });
    expect(http).not.toContain("walled-garden ip add dst-host=portal.ship.example");
    expect(http).toMatch(/walled-garden ip add dst-host=\S*dibspayment/);
  });

  it("CoovaChilli: says its lines go beside the hotspot's network lines", () => {
    const out = config(CHILLI);
    expect(out).toMatch(/^# Gangway's part of \/etc\/chilli\/config: merge these lines into it/m);
    for (const line of ["HS_LANIF", "HS_NETWORK", "HS_DNS1"]) expect(out).toContain(line);
    expect(out).not.toMatch(/^HS_LANIF=/m);
  });

  it("FreeRADIUS in front: the gateway goes to the site's own clients, not Debian's clients.conf", () => {
    const out = config(CHILLI, { RADIUS_REST_TOKEN: "a-rest-token-of-32-characters-or-so" });
    expect(out).toContain("cat >> gangway-clients.conf <<'EOF'");
    expect(out).not.toContain("cat >> clients.conf");
  });
});
