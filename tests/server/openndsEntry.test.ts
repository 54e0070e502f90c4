import { createHash } from "node:crypto";
import { rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MiniBrowser } from "../gateways/miniBrowser.ts";
import { builtPortal } from "./helpers/builtPortal.ts";
import { fleetVariant } from "./helpers/fleetVariant.ts";
import { startApp, type TestApp } from "./helpers/testApp.ts";

// Issue 45: openNDS 9.10's faspath at level 1, as its source writes the requests
// (src/http_microhttpd.c), computed here independently of the route under test
const FASKEY = "opennds-faskey-of-at-least-32-characters";
const ZONE = "gn-premium-demo";
const HID = createHash("sha256").update("issue-45").digest("hex");
const MAC = "66:0b:53:6f:06:cc";
const fasOf = (clientmac: string) =>
  Buffer.from(
    `hid=${HID}, clientip=192.168.77.34, clientmac=${clientmac}, client_type=cpd_can, gatewayname=${ZONE}, version=9.10.0, gatewayaddress=192.168.77.1:2050, originurl=http%3a%2f%2f203.0.113.10%2f`,
  ).toString("base64");

// openNDS's answer to a device it lets through already that asks its authdir again
// (authenticated(): fas_url, the authdir's query as get_query collects it, each value decoded by
// libmicrohttpd, joined with "&", then "&status=authenticated")
const bouncedBy = (fasUrl: string, authdirUrl: string) => {
  const query = [...new URL(authdirUrl).searchParams].map(([k, v]) => `${k}=${v}`).join("&");
  return `${fasUrl}?${query}&status=authenticated`;
};

describe("openNDS's faspath", () => {
  let t: TestApp;
  let base: string;
  let remove: () => void;
  const lines: string[] = [];

  beforeAll(async () => {
    const fleet = fleetVariant((f) => {
      f.layout(ZONE).network = { gateway: "opennds", controllerHosts: ["192.168.77.1"] };
    });
    const portal = builtPortal();
    remove = () => {
      fleet.remove();
      rmSync(portal, { recursive: true, force: true });
    };
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await startApp({
      zones: { manifestsDir: fleet.manifestsDir },
      portal: { staticDir: portal },
      devices: { gatewayKeys: { [ZONE]: FASKEY } },
      http: { logger: { level: "info", stream } },
    });
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
    remove?.();
  });

  it("sends a device openNDS lets through already, back from its authdir, to its status page, still waiting for the Start", async () => {
    const browser = new MiniBrowser();
    const entry = await browser.go(`${base}/opennds/${ZONE}?fas=${encodeURIComponent(fasOf(MAC))}`);
    expect(entry.status).toBe(200);
    const grant = await browser.api(base, ZONE, "POST", "/voucher/auth", {
      mac: MAC,
      voucher: "DEMO1234",
      termsAccepted: true,
    });
    expect(grant.status).toBe(200);
    const login = new URL(grant.json.handoff.url);
    expect(login.origin + login.pathname).toBe("http://192.168.77.1:2050/opennds_auth/");
    // the status page's next try, when openNDS let the device through but its Start was late
    const again = await browser.api(base, ZONE, "POST", `/session/handoff/${MAC}`);
    const retry = again.json.handoff.url as string;
    // once it answered 400 "no openNDS fas in the query", a dead end for a device that was online
    const page = await browser.go(bouncedBy(`${base}/opennds/${ZONE}`, retry), {}, base);
    expect(page.status).toBe(200);
    const at = new URL(page.url);
    expect([at.origin, at.pathname]).toEqual([base, "/status"]);
    expect(Object.fromEntries(at.searchParams)).toEqual({ mac: MAC, zoneId: ZONE, connecting: "2" });
    expect(lines.join("")).toContain("openNDS sent back a device it lets through already");
  });

  it("refuses each request it cannot read with words of its own, and logs which", async () => {
    const entry = (query: string) => t.app.inject({ url: `/opennds/${ZONE}${query}` });
    const cases = [
      ["", "no-fas", "no openNDS fas in the query"],
      ["?tok=1&status=authenticated", "authenticated-no-mac", "names no MAC"],
      [`?fas=${Buffer.from("hid=1, clientmac=2").toString("base64")}`, "unreadable-fas", "is not openNDS's"],
      [`?fas=${encodeURIComponent(fasOf("not-a-mac"))}`, "no-clientmac", "names no readable clientmac"],
    ] as const;
    const messages = new Set<string>();
    for (const [query, reason, words] of cases) {
      lines.length = 0;
      const res = await entry(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(words);
      messages.add(res.json().message);
      const logged = lines.map((l) => JSON.parse(l)).find((l) => l.msg === "openNDS entry refused");
      expect(logged).toMatchObject({ reason, zoneId: ZONE });
    }
    expect(messages.size).toBe(cases.length);
  });

  it("sends a held device's fas on to the portal with the zone and the MAC", async () => {
    const res = await t.app.inject({
      url: `/opennds/${ZONE}?fas=${encodeURIComponent(fasOf(MAC.toUpperCase()))}`,
    });
    expect(res.statusCode).toBe(302);
    const to = new URL(res.headers.location ?? "", base);
    expect([to.pathname, to.searchParams.get("zoneId"), to.searchParams.get("mac")]).toEqual([
      "/",
      ZONE,
      MAC,
    ]);
    expect(to.searchParams.get("fas")).toBe(fasOf(MAC.toUpperCase()));
  });
});
