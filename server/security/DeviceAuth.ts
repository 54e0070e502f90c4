import type { FastifyReply, FastifyRequest } from "fastify";
import { HOUR } from "../domain/time.ts";
import { httpError } from "../http/problem.ts";
import { codeDigest, type DeviceClaim, issueDeviceToken, readDeviceToken } from "./deviceToken.ts";

export const DEVICE_COOKIE = "gw_device";
// short-lived: the gateway's next signed redirect (or the next activation) binds the browser again
export const DEVICE_COOKIE_TTL_MS = 12 * HOUR;

/**
 * Which browser is which device. A zone with a gateway key trusts only a browser the gateway
 * vouched for (its signed redirect set the cookie); without a key the spec's open behaviour
 * stays, except that a voucher code is shown only to the browser that activated it.
 */
export class DeviceAuth {
  readonly #secret: Buffer;
  readonly #keys: ReadonlyMap<string, string>;
  readonly #now: () => number;
  readonly #alwaysSecure: boolean;

  // alwaysSecure: the portal's public URL is https, so the cookie is Secure even when the TLS proxy
  // in front is not named in TRUST_PROXY (the request then looks like plain http here)
  constructor(secret: Buffer, gatewayKeys: Record<string, string>, now: () => number, alwaysSecure = false) {
    this.#secret = secret;
    this.#keys = new Map(Object.entries(gatewayKeys));
    this.#now = now;
    this.#alwaysSecure = alwaysSecure;
  }

  gatewayKeyOf(zoneId: string): string | undefined {
    return this.#keys.get(zoneId);
  }

  claimOf(request: FastifyRequest): DeviceClaim | undefined {
    return readDeviceToken(this.#secret, request.cookies[DEVICE_COOKIE], this.#now());
  }

  // the gateway vouched that this browser is the device
  isDevice(request: FastifyRequest, zoneId: string, mac: string): boolean {
    const claim = this.claimOf(request);
    return claim?.kind === "device" && claim.zoneId === zoneId && claim.mac === mac;
  }

  mayReadCode(request: FastifyRequest, zoneId: string, mac: string, code: string | null): boolean {
    if (code === null) return true;
    const claim = this.claimOf(request);
    if (!claim || claim.zoneId !== zoneId || claim.mac !== mac) return false;
    return claim.kind === "device" || claim.code === codeDigest(code);
  }

  // a zone with a gateway key: only the browser the gateway vouched for may read or change the device
  requireDevice(request: FastifyRequest, zoneId: string, mac: string): void {
    if (this.gatewayKeyOf(zoneId) === undefined || this.isDevice(request, zoneId, mac)) return;
    throw httpError(
      403,
      "this browser is not bound to this device: open the portal through the ship's Wi-Fi",
    );
  }

  bindDevice(reply: FastifyReply, zoneId: string, mac: string): void {
    this.#set(reply, { zoneId, mac, kind: "device", expiresAt: this.#now() + DEVICE_COOKIE_TTL_MS });
  }

  // the browser proved it knows the code; a browser the gateway vouched for keeps its wider claim
  bindCode(request: FastifyRequest, reply: FastifyReply, zoneId: string, mac: string, code: string): void {
    if (this.isDevice(request, zoneId, mac)) return;
    const expiresAt = this.#now() + DEVICE_COOKIE_TTL_MS;
    this.#set(reply, { zoneId, mac, kind: "code", code: codeDigest(code), expiresAt });
  }

  // @fastify/cookie writes the cookie, but the value keeps its own signature (deviceToken.ts: a
  // hex HMAC over a domain-separated body) instead of the plugin's signed cookies (value.base64 HMAC):
  // a browser's cookie from the release before, or from a server still on it in a rolling upgrade
  // (one SERVER_SECRET for all), must still be accepted
  #set(reply: FastifyReply, claim: DeviceClaim): void {
    reply.setCookie(DEVICE_COOKIE, issueDeviceToken(this.#secret, claim), {
      path: "/",
      maxAge: Math.floor(DEVICE_COOKIE_TTL_MS / 1000),
      httpOnly: true,
      // a cross-site link or form never carries it (the signed redirect binds anew)
      sameSite: "strict",
      // "auto": Secure when this request came over https
      secure: this.#alwaysSecure ? true : "auto",
    });
  }
}
