import { createSocket } from "node:dgram";
import type { Page } from "@playwright/test";
import { decodeRequest, encodeResponse } from "../../server/gateway/radius/radiusCodec.ts";
import { radclient, stationId } from "../server/helpers/radclient.ts";
import { E2E_RADIUS_SECRET, e2eRadiusPorts } from "./e2eRadius.ts";
import { DEMO_ZONE, expect, freshVoucher, test, uniqueMac } from "./fixtures.ts";

// the real RADIUS server of the e2e server, Debian's radclient as the ship's gateway, Chromium as
// the passenger: the status page follows what the gateway reports, nothing else
const ports = e2eRadiusPorts(Number(process.env.E2E_PORT ?? 4319));
const main = (page: Page) => page.getByRole("main");
const row = (page: Page, name: string) => main(page).getByRole("row", { name: new RegExp(`^${name}`) });

async function voucherDevice(page: Page): Promise<string> {
  const mac = uniqueMac();
  const code = await freshVoucher(page);
  const auth = await page.request.post("/api/v1/voucher/auth", {
    headers: { "X-Zone-Public-Id": DEMO_ZONE },
    data: { mac, voucher: code, termsAccepted: true },
  });
  expect(auth.status()).toBe(200);
  // this browser is the device's own (test mode binds it as the gateway's signed redirect would)
  expect((await page.request.post("/api/test/bind", { data: { zoneId: DEMO_ZONE, mac } })).ok()).toBe(true);
  return mac;
}

const gatewaySays = (mac: string, extra: Record<string, string | number | { raw: string }> = {}) => ({
  "User-Name": stationId(mac),
  "Calling-Station-Id": stationId(mac),
  "NAS-Identifier": DEMO_ZONE,
  ...extra,
});
const account = (mac: string, status: string, octets: number, extra = {}) =>
  radclient("acct", ports.acct, E2E_RADIUS_SECRET, {
    ...gatewaySays(mac, extra),
    "Acct-Status-Type": { raw: status },
    "Acct-Session-Id": `e2e-${mac}`,
    "Acct-Output-Octets": octets,
  });

test.describe("a real gateway over RADIUS", () => {
  test("accounting Start shows Connected, interim updates the data used, and past the allowance the used-up state", async ({
    page,
  }) => {
    const mac = await voucherDevice(page);
    await page.goto(`/status?mac=${mac}&zoneId=${DEMO_ZONE}`);
    await expect(page.getByRole("heading", { level: 1, name: "Not connected", exact: true })).toBeVisible();
    const access = await radclient("auth", ports.auth, E2E_RADIUS_SECRET, {
      ...gatewaySays(mac, { "User-Password": stationId(mac) }),
      "Message-Authenticator": { raw: "0x00" },
    });
    expect(access.code).toBe("Access-Accept");
    expect(Number(access.attributes["Session-Timeout"])).toBeGreaterThan(0);
    expect((await account(mac, "Start", 0)).code).toBe("Accounting-Response");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Connected", exact: true })).toBeVisible();
    await account(mac, "Interim-Update", 250_000_000);
    await page.reload();
    await expect(row(page, "Data used")).toContainText("250 MB");
    await account(mac, "Interim-Update", 1_100_000_000);
    await page.reload();
    await expect(main(page)).toContainText("Your session has expired");
    const refused = await radclient("auth", ports.auth, E2E_RADIUS_SECRET, {
      ...gatewaySays(mac, { "User-Password": stationId(mac) }),
      "Message-Authenticator": { raw: "0x00" },
    });
    expect(refused).toMatchObject({ code: "Access-Reject", attributes: { "Reply-Message": "used-up" } });
  });

  test("a logout in the browser makes the gateway receive a Disconnect-Request for the device", async ({
    page,
  }) => {
    // the gateway's disconnect port, on an address of its own (the simulator is 127.0.0.1)
    const gateway = createSocket("udp4");
    await new Promise<void>((resolve) => gateway.bind(ports.disconnect, "127.0.0.2", resolve));
    const received = new Promise<ReturnType<typeof decodeRequest>>((resolve) =>
      gateway.once("message", (packet, from) => {
        const request = decodeRequest(packet, E2E_RADIUS_SECRET);
        gateway.send(
          encodeResponse(request, "Disconnect-ACK", [], E2E_RADIUS_SECRET),
          from.port,
          from.address,
        );
        resolve(request);
      }),
    );
    try {
      const mac = await voucherDevice(page);
      await account(mac, "Start", 0, { "NAS-IP-Address": { raw: "127.0.0.2" } });
      await page.goto(`/status?mac=${mac}&zoneId=${DEMO_ZONE}`);
      await page.getByRole("button", { name: "Log out" }).click();
      const request = await received;
      expect(request.code).toBe("Disconnect-Request");
      expect(request.attributes).toMatchObject({
        "Calling-Station-Id": stationId(mac),
        "Acct-Session-Id": `e2e-${mac}`,
      });
    } finally {
      gateway.close();
    }
  });
});
