import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { DAY } from "../domain/time.ts";
import { hmacHex } from "../domain/hmacHex.ts";

export const BROWSER_COOKIE = "gw_browser";
// a voyage: a browser keeps its id while its devices' sessions can run
export const BROWSER_COOKIE_TTL_MS = 30 * DAY;
const ID = /^[A-Za-z0-9_-]{22}$/;
// digests kept: a boarding's browsers at once; emptied when full, so a client inventing ids costs
// itself HMACs, never the server memory
const KEPT_DIGESTS = 10_000;

/**
 * One random id per browser (128 bits, in an HttpOnly cookie): what a device's binding in an
 * unverified zone and a cruise job's relay id are tied to. The server keeps only a keyed digest of
 * it, so its rows name no cookie anyone could send. SameSite=Lax: the portal page a gateway
 * redirects to (a cross-site navigation) still knows its browser; no other site's form can post with it.
 */
export class BrowserIds {
  readonly #key: Buffer;
  readonly #alwaysSecure: boolean;
  // the id handed out while answering a request, so that one answer sets one
  readonly #issued = new WeakMap<FastifyRequest, string>();

  constructor(secret: Buffer, alwaysSecure: boolean) {
    this.#key = Buffer.from(hmacHex(secret, "gangway-browser-id-key"), "hex");
    this.#alwaysSecure = alwaysSecure;
  }

  // a browser's each request needs its digest two or three times (the seam, the device's binding,
  // its session), and a device's first minutes are a handful of requests: an HMAC each time was
  // 2-3 % of the boarding surge's server CPU (tools/bench/surge.ts)
  readonly #digests = new Map<string, string>();

  #digest(id: string): string {
    let digest = this.#digests.get(id);
    if (digest === undefined) {
      digest = hmacHex(this.#key, `browser\n${id}`).slice(0, 32);
      if (this.#digests.size >= KEPT_DIGESTS) this.#digests.clear();
      this.#digests.set(id, digest);
    }
    return digest;
  }

  // the digest of the id this request presented, or undefined when it presented none
  of(request: FastifyRequest): string | undefined {
    const id = request.cookies[BROWSER_COOKIE];
    return id && ID.test(id) ? this.#digest(id) : undefined;
  }

  /**
   * The digest of the id this request presented, or of the one handed out while answering it
   * (ensure): what a session it starts is bound to. A client that sends no cookie gets one with the
   * answer, and its session is bound to it: bound to no one, anybody could read or end it (issue 33).
   */
  current(request: FastifyRequest): string | undefined {
    const issued = this.#issued.get(request);
    return this.of(request) ?? (issued === undefined ? undefined : this.#digest(issued));
  }

  /**
   * The digest of this browser's id, one handed out now when it presented none (every change's
   * first step: the seam, server/seam/resolveActor.ts). A relay id takes it too: a client that
   * drops it only loses its own job.
   */
  ensure(request: FastifyRequest, reply: FastifyReply): string {
    const presented = this.of(request);
    if (presented !== undefined) return presented;
    let id = this.#issued.get(request);
    if (id === undefined) {
      id = randomBytes(16).toString("base64url");
      this.#issued.set(request, id);
      reply.setCookie(BROWSER_COOKIE, id, {
        path: "/",
        maxAge: Math.floor(BROWSER_COOKIE_TTL_MS / 1000),
        httpOnly: true,
        sameSite: "lax",
        secure: this.#alwaysSecure ? true : "auto",
      });
    }
    return this.#digest(id);
  }
}
