import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { GatewayRadius } from "./gatewayRadius.ts";
import { type HotspotDevice, HotspotDevices, octets, stationId } from "./hotspotDevices.ts";

const md5 = (...parts: (Buffer | string)[]) => {
  const hash = createHash("md5");
  for (const part of parts) hash.update(part);
  return hash.digest();
};

export interface ChilliOptions {
  /** uamserver: HS_UAMFORMAT, the portal's entry the devices are sent to */
  uamserver: string;
  /** HS_UAMSECRET */
  uamsecret: string;
  /** HS_NASID */
  nasid: string;
  radius: GatewayRadius;
}

export interface ChilliStandIn {
  /** the UAM port's base (http://uamip:uamport) */
  base: string;
  uamip: string;
  uamport: number;
  devices: HotspotDevices;
  /** where a new device's first request is captured: the browser opens it as any page */
  captive(mac: string): string;
  /** a redirect to the portal as CoovaChilli would build it, for crafting tests */
  redirect(res: string, device: HotspotDevice, extra?: Record<string, string>): string;
  close(): Promise<void>;
}

interface Conn {
  challenge: Buffer;
  sessionid: string;
  userurl: string;
}

/**
 * CoovaChilli's UAM side, written from its src/redir.c: a device it holds is redirected to the
 * portal (uamserver) with res=notyet&uamip&uamport&challenge&called&mac&ip&nasid&sessionid&userurl
 * and md = MD5(the URL up to "&md=" ‖ uamsecret) in upper-case hex; /logon takes username and a
 * password XORed with MD5(challenge ‖ uamsecret) (PAP), or a CHAP response= and ident=, asks
 * RADIUS and redirects res=success (accounting Start) or res=failed with a new challenge;
 * /logoff ends the session (Stop) with res=logoff. MAC authentication first (HS_MACAUTH), and
 * Disconnect-Requests on its CoA port (HS_COAPORT).
 */
export async function startChilliStandIn(o: ChilliOptions): Promise<ChilliStandIn> {
  const uamip = "127.0.0.1";
  const nasmac = "02-C0-0A-C0-0A-01";
  const conns = new Map<string, Conn>();
  let uamport = 0;
  // chilli.c's session params: Max-Total-Octets, its Max-Total-Gigawords ORed in as the high 32 bits
  const devices = new HotspotDevices("chilli", o.radius, [["NAS-Identifier", o.nasid]], (a) =>
    octets(a["ChilliSpot-Max-Total-Octets"], a["ChilliSpot-Max-Total-Gigawords"]),
  );
  const newConn = (device: HotspotDevice, userurl = "http://captive.test/") => {
    const conn = { challenge: randomBytes(16), sessionid: randomBytes(8).toString("hex"), userurl };
    conns.set(device.token, conn);
    return conn;
  };

  // redir.c, bstring_buildurl and redir_md_param
  function redirect(res: string, device: HotspotDevice, extra: Record<string, string> = {}): string {
    const conn = conns.get(device.token) ?? newConn(device);
    const amp = "&";
    let url = `${o.uamserver}${o.uamserver.includes("?") ? amp : "?"}res=${res}${amp}uamip=${uamip}${amp}uamport=${uamport}`;
    // redir.c hands its challenge out with every answer but a logon's success (and "already")
    if (res !== "success" && res !== "already") url += `${amp}challenge=${conn.challenge.toString("hex")}`;
    url += `${amp}called=${encodeURIComponent(nasmac)}`;
    for (const [name, value] of Object.entries(extra)) url += `${amp}${name}=${encodeURIComponent(value)}`;
    url += `${amp}mac=${encodeURIComponent(stationId(device.mac))}${amp}ip=${device.ip}`;
    url += `${amp}nasid=${encodeURIComponent(o.nasid)}${amp}sessionid=${conn.sessionid}`;
    url += `${amp}userurl=${encodeURIComponent(conn.userurl)}`;
    return `${url}${amp}md=${md5(url, o.uamsecret).toString("hex").toUpperCase()}`;
  }

  const found = (response: ServerResponse, location: string, cookie?: string) => {
    response.writeHead(302, {
      location,
      ...(cookie ? { "set-cookie": cookie } : {}),
      "cache-control": "no-store",
    });
    response.end();
  };

  async function logon(device: HotspotDevice, query: URLSearchParams, response: ServerResponse) {
    const conn = conns.get(device.token) ?? newConn(device);
    const username = query.get("username") ?? "";
    // redir_radius: the challenge the UAM secret makes of the one handed out
    const chapChallenge = md5(conn.challenge, o.uamsecret);
    const response_ = query.get("response");
    const hidden = Buffer.from(query.get("password") ?? "", "hex");
    const credentials: [string, string | Buffer][] = response_
      ? [
          ["CHAP-Challenge", chapChallenge],
          [
            "CHAP-Password",
            Buffer.concat([Buffer.of(Number(query.get("ident") ?? 0)), Buffer.from(response_, "hex")]),
          ],
        ]
      : [
          [
            "User-Password",
            Buffer.from(hidden.map((b, i) => b ^ (chapChallenge[i % 16] as number))).toString("utf8"),
          ],
        ];
    if (query.get("userurl")) conn.userurl = query.get("userurl") ?? conn.userurl;
    const ok = await devices.login(device, [["User-Name", username], ...credentials]);
    if (ok) return found(response, redirect("success", device, { uid: username }));
    newConn(device, conn.userurl);
    return found(response, redirect("failed", device, { reason: "reject" }));
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", `http://${uamip}:${uamport}`);
    const captive = /^\/captive\/([0-9a-f]{16})$/.exec(url.pathname);
    if (captive) {
      const device = devices.byToken(captive[1] as string);
      if (!device) return found(response, "/");
      newConn(device);
      // HS_MACAUTH: the device's MAC first; a session that runs lets it on without the portal
      const mac = stationId(device.mac);
      if (
        await devices.login(device, [
          ["User-Name", mac],
          ["User-Password", mac],
        ])
      )
        return found(response, redirect("already", device), devices.cookie(device));
      return found(response, redirect("notyet", device), devices.cookie(device));
    }
    const device = devices.of(request);
    if (!device) {
      response.writeHead(403).end("not a device of this hotspot");
      return;
    }
    if (url.pathname === "/logon" || url.pathname === "/login")
      return logon(device, url.searchParams, response);
    if (url.pathname === "/logoff" || url.pathname === "/logout") {
      await devices.logout(device, "User-Request");
      return found(response, redirect("logoff", device));
    }
    response.writeHead(404).end();
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: Error) => {
      response.writeHead(500).end(error.message);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, uamip, resolve));
  uamport = (server.address() as AddressInfo).port;
  const base = `http://${uamip}:${uamport}`;
  return {
    base,
    uamip,
    uamport,
    devices,
    captive: (mac) => `${base}/captive/${devices.add(mac).token}`,
    redirect,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
