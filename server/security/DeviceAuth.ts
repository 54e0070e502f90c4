import type { FastifyReply, FastifyRequest } from "fastify";
import { HOUR } from "../domain/time.ts";
import { addressVouches, macAtAddress } from "../access/deviceAddresses.ts";
import { httpError } from "../http/problem.ts";
import { clientKey } from "../rateLimit/clientKey.ts";
import { addressClient, deviceClient, type LimitClient } from "../rateLimit/LimitClient.ts";
import type { Storage } from "../storage/Storage.ts";
import { BrowserIds } from "./BrowserIds.ts";
import { bindBrowser, bindingInForce } from "./binding.ts";
import { hmacHex } from "../domain/hmacHex.ts";
import type { OpenAsker } from "../domain/OpenAsker.ts";
import {
  codeDigest,
  codeDigestKey,
  type DeviceClaim,
  issueDeviceToken,
  readDeviceToken,
} from "./deviceClaim.ts";
import type { ZoneVerification, ZoneVerificationKind } from "./ZoneVerification.ts";

export const DEVICE_COOKIE = "gw_device";
// short-lived: the gateway's next signed redirect (or the next activation) binds the browser again
export const DEVICE_COOKIE_TTL_MS = 12 * HOUR;

// what a call does to a device: most read or change its state, which only its own browser may; a
// voucher activation over an open access (a trial, free Wi-Fi) may come from any browser with a
// code, and an open access of its own over another browser's free access (issue 33, finding 3)
export type DeviceAction = "change" | "activate-voucher" | "start-open";

declare module "fastify" {
  interface FastifyContextConfig {
    // a zone-scoped route's action on the device its mac names (seam/actorHook.ts); default change
    deviceAction?: DeviceAction;
  }
}

export interface DeviceAuthOptions {
  secret: Buffer;
  gatewayKeys: Record<string, string>;
  now: () => number;
  // the portal's public URL is https, so cookies are Secure even when the TLS proxy in front is not
  // named in TRUST_PROXY (the request then looks like plain http here)
  alwaysSecure: boolean;
  verification: ZoneVerification;
  store: Storage;
}

/**
 * Which browser is which device (server/README.md, "Device identity"). A zone with a gateway key
 * trusts only a browser its gateway's signed redirect bound; a zone whose RADIUS gateway says each
 * device's address trusts requests from that address; in an unverified zone a device's running
 * session answers only the browser that started it. Everywhere, a voucher code is shown only to
 * the browser that activated it.
 */
export class DeviceAuth {
  readonly #o: DeviceAuthOptions;
  readonly #codeKey: Buffer;
  readonly #askerKey: Buffer;
  readonly browsers: BrowserIds;

  constructor(o: DeviceAuthOptions) {
    this.#o = o;
    this.#codeKey = codeDigestKey(o.secret);
    this.#askerKey = Buffer.from(hmacHex(o.secret, "gangway-open-asker-key"), "hex");
    this.browsers = new BrowserIds(o.secret, o.alwaysSecure);
  }

  get verification(): ZoneVerification {
    return this.#o.verification;
  }

  gatewayKeyOf(zoneId: string): string | undefined {
    return this.#o.gatewayKeys[zoneId];
  }

  kindOf(zoneId: string): ZoneVerificationKind {
    return this.#o.verification.kindOf(zoneId);
  }

  claimOf(request: FastifyRequest): DeviceClaim | undefined {
    return readDeviceToken(this.#o.secret, request.cookies[DEVICE_COOKIE], this.#o.now());
  }

  // the gateway vouched that this browser is the device (its signed redirect, or its word on the address)
  isDevice(request: FastifyRequest, zoneId: string, mac: string): boolean {
    const claim = this.claimOf(request);
    return claim?.kind === "device" && claim.zoneId === zoneId && claim.mac === mac;
  }

  // the gateway of a zone that verifies by address says this request comes from the device
  addressVouches(request: FastifyRequest, zoneId: string, mac: string): Promise<boolean> {
    return addressVouches(this.#o.store.db, zoneId, request.ip, mac, this.#o.now());
  }

  /**
   * Who this request counts as for the limits (rateLimit/LimitClient.ts): the device the zone's
   * gateway vouches it comes from (its signed redirect's cookie, its word on the address), else
   * its address. A browser that started a session in an unverified zone is vouched for by nobody.
   */
  async limitClient(request: FastifyRequest, zoneId: string): Promise<LimitClient> {
    const claim = this.claimOf(request);
    if (claim?.kind === "device" && claim.zoneId === zoneId) return deviceClient(zoneId, claim.mac);
    if (this.kindOf(zoneId) === "gateway-address") {
      const mac = await macAtAddress(this.#o.store.db, zoneId, request.ip, this.#o.now());
      if (mac !== undefined) return deviceClient(zoneId, mac);
    }
    return addressClient(request.ip);
  }

  mayReadCode(request: FastifyRequest, zoneId: string, mac: string, code: string | null): boolean {
    if (code === null) return true;
    const claim = this.claimOf(request);
    if (!claim || claim.zoneId !== zoneId || claim.mac !== mac) return false;
    return claim.kind === "device" || claim.code === codeDigest(this.#codeKey, code);
  }

  /** Whether this browser may read or change the device (the seam, the page, the RFC 8908 API). */
  async mayAct(
    request: FastifyRequest,
    zoneId: string,
    mac: string,
    action: DeviceAction = "change",
  ): Promise<boolean> {
    if (this.isDevice(request, zoneId, mac)) return true;
    const kind = this.kindOf(zoneId);
    if (kind === "gateway-key") return false;
    if (kind === "gateway-address") return this.addressVouches(request, zoneId, mac);
    const binding = await bindingInForce(this.#o.store.db, zoneId, mac, this.#o.now());
    if (!binding || binding.browser === this.browsers.of(request)) return true;
    // a code upgrades a trial or free access from any browser; a paid session is its browser's
    if (action === "activate-voucher") return !binding.voucher;
    // another browser's free access holds nothing: this one may start its own over it (a running
    // trial stays its starter's, for the trial's time at most)
    return action === "start-open" && binding.free;
  }

  /** Who asks for an open access in an unverified zone (OpenAsker.ts); undefined where a gateway vouches. */
  openAsker(request: FastifyRequest, zoneId: string): OpenAsker | undefined {
    if (this.kindOf(zoneId) !== "unverified") return undefined;
    const client = hmacHex(this.#askerKey, `client\n${clientKey(request.ip)}`).slice(0, 32);
    return { browser: this.browsers.current(request), client };
  }

  async requireDevice(
    request: FastifyRequest,
    zoneId: string,
    mac: string,
    action: DeviceAction = "change",
  ): Promise<void> {
    if (await this.mayAct(request, zoneId, mac, action)) return;
    throw httpError(
      403,
      "this browser is not bound to this device: open the portal through the ship's Wi-Fi",
    );
  }

  // after a voucher activated in an unverified zone: the device's session is this browser's (one
  // that showed no id got one with this answer: BrowserIds.current)
  async bindBrowser(request: FastifyRequest, zoneId: string, mac: string): Promise<void> {
    if (this.kindOf(zoneId) !== "unverified") return;
    const browser = this.browsers.current(request);
    if (browser !== undefined) await bindBrowser(this.#o.store.db, zoneId, mac, browser, this.#o.now());
  }

  bindDevice(reply: FastifyReply, zoneId: string, mac: string): void {
    this.#set(reply, { zoneId, mac, kind: "device", expiresAt: this.#o.now() + DEVICE_COOKIE_TTL_MS });
  }

  // the browser proved it knows the code; a browser the gateway vouched for keeps its wider claim
  bindCode(request: FastifyRequest, reply: FastifyReply, zoneId: string, mac: string, code: string): void {
    if (this.isDevice(request, zoneId, mac)) return;
    const expiresAt = this.#o.now() + DEVICE_COOKIE_TTL_MS;
    this.#set(reply, { zoneId, mac, kind: "code", code: codeDigest(this.#codeKey, code), expiresAt });
  }

  // @fastify/cookie writes the cookie, but the value keeps its own signature (deviceClaim.ts: a
  // hex HMAC over a domain-separated body) instead of the plugin's signed cookies (value.base64 HMAC):
  // a browser's cookie from the release before, or from a server still on it in a rolling upgrade
  // (one SERVER_SECRET for all), must still be accepted
  #set(reply: FastifyReply, claim: DeviceClaim): void {
    reply.setCookie(DEVICE_COOKIE, issueDeviceToken(this.#o.secret, claim), {
      path: "/",
      maxAge: Math.floor(DEVICE_COOKIE_TTL_MS / 1000),
      httpOnly: true,
      // a cross-site link or form never carries it (the signed redirect binds anew)
      sameSite: "strict",
      // "auto": Secure when this request came over https
      secure: this.#o.alwaysSecure ? true : "auto",
    });
  }
}
