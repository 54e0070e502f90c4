import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { GatewayRadius } from "./gatewayRadius.ts";
import { type HotspotDevice, HotspotDevices, octets, stationId } from "./hotspotDevices.ts";

export interface MikrotikOptions {
  /** the hotspot's login.html and logout.html (html-directory-override), as the operator uploaded them */
  loginPage: string;
  logoutPage: string;
  /** the hotspot server's name (/ip hotspot), which RouterOS sends as Called-Station-Id */
  server: string;
  radius: GatewayRadius;
}

export interface MikrotikStandIn {
  base: string;
  devices: HotspotDevices;
  captive(mac: string): string;
  /** the page variables of a device, for crafting tests */
  variables(device: HotspotDevice, error?: string): Record<string, string>;
  close(): Promise<void>;
}

// RouterOS writes the CHAP id and challenge into pages as octal escapes ("\371")
const octal = (bytes: Buffer) => [...bytes].map((b) => `\\${b.toString(8).padStart(3, "0")}`).join("");

// $(name) and $(name-esc) (URL-escaped), as RouterOS fills in its servlet pages
const fill = (page: string, vars: Record<string, string>) =>
  page.replace(/\$\(([a-z-]+?)(-esc)?\)/g, (_all, name: string, esc?: string) => {
    const value = vars[name] ?? "";
    return esc ? encodeURIComponent(value) : value;
  });

const readForm = (request: IncomingMessage) =>
  new Promise<URLSearchParams>((resolve) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => resolve(new URLSearchParams(body)));
  });

/**
 * A MikroTik hotspot (RouterOS HotSpot, login-by=mac,http-chap), written from RouterOS's
 * documentation: a new device is tried by its MAC first, then shown login.html with the page's
 * variables (mac, ip, link-login-only, link-logout, link-orig, chap-id, chap-challenge, error);
 * POST /login takes username, password (MD5 of chap-id, password and chap-challenge, in hex) and
 * dst, asks RADIUS with CHAP-Password and CHAP-Challenge, and on success opens dst (accounting
 * Start); a refused login shows login.html again with `error` and a new challenge. /logout ends
 * the session (Stop) and shows logout.html; Disconnect-Requests arrive on its incoming port.
 */
export async function startMikrotikStandIn(o: MikrotikOptions): Promise<MikrotikStandIn> {
  const host = "127.0.0.1";
  let base = "";
  // RouterOS's total limit: Mikrotik-Total-Limit, Mikrotik-Total-Limit-Gigawords its high 32 bits
  // NAS-Identifier is the router's /system identity, the same for all its hotspots (RouterOS's default)
  const nas: [string, string][] = [
    ["NAS-Identifier", "MikroTik"],
    ["Called-Station-Id", o.server],
  ];
  const devices = new HotspotDevices("mikrotik", o.radius, nas, (a) =>
    octets(a["Mikrotik-Total-Limit"], a["Mikrotik-Total-Limit-Gigawords"]),
  );
  const challenges = new Map<string, { id: number; challenge: Buffer }>();
  const chapOf = (device: HotspotDevice, fresh = false) => {
    let chap = challenges.get(device.token);
    if (!chap || fresh) {
      chap = { id: randomBytes(1)[0] as number, challenge: randomBytes(16) };
      challenges.set(device.token, chap);
    }
    return chap;
  };

  function variables(device: HotspotDevice, error = ""): Record<string, string> {
    const chap = chapOf(device);
    return {
      mac: device.mac.toUpperCase(),
      ip: device.ip,
      "link-login-only": `${base}/login`,
      "link-logout": `${base}/logout`,
      "link-orig": `${base}/orig`,
      "chap-id": octal(Buffer.of(chap.id)),
      "chap-challenge": octal(chap.challenge),
      error,
    };
  }

  const page = (response: ServerResponse, html: string, cookie?: string) => {
    response.writeHead(200, {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      ...(cookie ? { "set-cookie": cookie } : {}),
    });
    response.end(html);
  };

  async function login(device: HotspotDevice, form: URLSearchParams, response: ServerResponse) {
    const chap = chapOf(device);
    const password = form.get("password") ?? "";
    const hashed = /^[0-9a-f]{32}$/.test(password);
    const ok = await devices.login(device, [
      ["User-Name", form.get("username") ?? ""],
      ...((hashed
        ? [
            ["CHAP-Challenge", chap.challenge],
            ["CHAP-Password", Buffer.concat([Buffer.of(chap.id), Buffer.from(password, "hex")])],
          ]
        : [["User-Password", password]]) as [string, string | Buffer][]),
    ]);
    if (ok) {
      response.writeHead(302, { location: form.get("dst") ?? `${base}/status` }).end();
      return;
    }
    chapOf(device, true);
    page(
      response,
      fill(o.loginPage, variables(device, devices.rejections.at(-1) || "invalid username or password")),
    );
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", base);
    const captive = /^\/captive\/([0-9a-f]{16})$/.exec(url.pathname);
    if (captive) {
      const device = devices.byToken(captive[1] as string);
      if (!device) return page(response, "no such device");
      const mac = stationId(device.mac);
      // login-by=mac: the device's MAC as its name, before any page
      if (
        await devices.login(device, [
          ["User-Name", mac],
          ["User-Password", ""],
        ])
      )
        return page(response, "online", devices.cookie(device));
      return page(response, fill(o.loginPage, variables(device)), devices.cookie(device));
    }
    const device = devices.of(request);
    if (!device) return page(response, "not a device of this hotspot");
    if (url.pathname === "/login" && request.method === "POST")
      return login(device, await readForm(request), response);
    if (url.pathname === "/logout") {
      await devices.logout(device, "User-Request");
      return page(response, fill(o.logoutPage, variables(device)));
    }
    response.writeHead(404).end();
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: Error) => response.writeHead(500).end(error.message));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  base = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    base,
    devices,
    captive: (mac) => `${base}/captive/${devices.add(mac).token}`,
    variables,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
