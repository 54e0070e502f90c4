import type { FastifyReply, FastifyRequest } from "fastify";
import { hmacHex, sameHex } from "../../domain/hmacHex.ts";
import type { HandoffTarget } from "../dialects/GatewayDialect.ts";

export const TARGET_COOKIE = "gw-gateway";
// as long as a gateway keeps a redirect's challenge (CoovaChilli's challengetimeout is 10 minutes):
// a later one fails like any refused logon, and the gateway's answer brings a fresh one
const TARGET_S = 30 * 60;
export const TARGET_MS = TARGET_S * 1000;

/**
 * Where this browser's device logs on at its gateway, as the gateway's own redirect said (and
 * vouched for: a good md, a listed host), kept for the grant that hands the device over: only the
 * server mints the credential and knows the UAM secret, and the browser may not name a login
 * address of its own. `tries`: logins handed out since the last grant (the spec's retryCount).
 */
export interface KeptTarget {
  zoneId: string;
  mac: string;
  target: HandoffTarget;
  tries: number;
  at: number;
}

const sign = (key: Buffer, body: string) => hmacHex(key, `handoff-target\n${body}`);

export function keepTarget(reply: FastifyReply, key: Buffer, kept: KeptTarget, secure: boolean): void {
  const body = Buffer.from(JSON.stringify(kept), "utf8").toString("base64url");
  reply.setCookie(TARGET_COOKIE, `${body}.${sign(key, body)}`, {
    path: "/",
    httpOnly: true,
    // the gateway's redirect is a top-level navigation from another site: Lax still carries it
    sameSite: "lax",
    maxAge: TARGET_S,
    secure: secure ? true : "auto",
  });
}

/** The target this browser keeps for the device, unless forged, stale or another device's. */
export function keptTarget(
  request: FastifyRequest,
  key: Buffer,
  device: { zoneId: string; mac: string },
  now: number,
): KeptTarget | undefined {
  const raw = request.cookies[TARGET_COOKIE];
  if (!raw || raw.length > 2048) return undefined;
  const [body = "", mac = "", ...rest] = raw.split(".");
  if (rest.length || !sameHex(sign(key, body), mac)) return undefined;
  try {
    const kept = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as KeptTarget;
    if (kept.zoneId !== device.zoneId || kept.mac !== device.mac || now - kept.at > TARGET_MS)
      return undefined;
    return kept;
  } catch {
    return undefined;
  }
}
