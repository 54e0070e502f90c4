import type { FastifyReply, FastifyRequest } from "fastify";
import type { Mac } from "../../schemas/mac.ts";
import type { VoucherCode } from "../../schemas/voucherCode.ts";
import { type Actor, deviceOf, type Visitor } from "../domain/Actor.ts";
import type { ZoneRecord } from "../domain/types.ts";
import {
  type Handoff,
  type HandoffAsk,
  type HandoffDeps,
  loginHandoff,
  loginStepOf,
  logoutHandoff,
  zoneDialect,
} from "../gateway/handoff/handOff.ts";
import type { HandoffStep } from "../gateway/dialects/GatewayDialect.ts";
import { keepTarget, keptTarget } from "../gateway/handoff/targetCookie.ts";
import { isHttpsUrl } from "../http/isHttpsUrl.ts";
import type { DeviceAction, DeviceAuth } from "../security/DeviceAuth.ts";
import type { BookingIdentity } from "../cruise/matchesBooking.ts";
import { type CruiseChargeOutcome, chargeCruise } from "../cruise/chargeCruise.ts";
import type { CruiseDeps } from "../cruise/CruiseDeps.ts";
import { type CruiseLoginOutcome, startCruiseLogin } from "../cruise/startCruiseLogin.ts";
import { attemptOpen, type OpenAttempt, type OpenDeps } from "../opens/attemptOpen.ts";
import { type LogoutOutcome, logOut, resetDevice, type SessionDeps } from "../sessions/deviceActions.ts";
import type { ResetOutcome } from "../sessions/resetSession.ts";
import {
  type CheckoutDeps,
  type CheckoutInput,
  type CheckoutOutcome,
  checkoutService,
} from "../shop/checkoutService.ts";
import { attemptVoucher, type VoucherAttempt, type VoucherDeps } from "../vouchers/attemptVoucher.ts";
import { portalOrigins } from "../http/portalOrigins.ts";
import { resolveActor, resolveVisitor } from "./resolveActor.ts";

export interface PassengerSeamDeps {
  devices: DeviceAuth;
  now: () => number;
  // the portal's public URL: the origin a gateway brings a device back to, and Secure cookies
  publicUrl: string | undefined;
  // signs the cookie that keeps where a browser's device logs on (gateway/handoff/targetCookie.ts)
  targetKey: Buffer;
  vouchers: VoucherDeps;
  opens: OpenDeps;
  sessions: SessionDeps;
  cruise: CruiseDeps;
  checkout: CheckoutDeps;
  handoff: HandoffDeps;
}

/**
 * Every passenger action behind one seam, for the two faces that take them: the JSON API
 * (server/api/) and the pages' forms (server/pages/forms/). The seam resolves who acts
 * (resolveActor.ts), runs the action's use case with the narrow dependencies it needs, and writes
 * back to the browser what the outcome leaves with it (a code it may see, where its device logs
 * on); the faces only answer the outcome, each from the action's one outcome table.
 */
export class PassengerSeam {
  readonly #o: PassengerSeamDeps;
  readonly #checkout: ReturnType<typeof checkoutService>;

  constructor(o: PassengerSeamDeps) {
    this.#o = o;
    // it keeps the checkouts under way, so that a repeated key answers the same order
    this.#checkout = checkoutService(o.checkout);
  }

  actor(
    request: FastifyRequest,
    reply: FastifyReply,
    device: { zone: ZoneRecord; mac: Mac },
    action: DeviceAction,
  ): Promise<Actor | undefined> {
    return resolveActor(this.#o.devices, request, reply, device, action, this.#o.now());
  }

  /** This browser's id, given it with this answer when it showed none. */
  ensureBrowser(request: FastifyRequest, reply: FastifyReply): string {
    return this.#o.devices.browsers.ensure(request, reply);
  }

  /**
   * Whether this browser may see the device (a read changes nothing, and gives no browser id); a
   * read of what `action` could do (an open's availability) may see what that action may.
   */
  mayRead(
    request: FastifyRequest,
    device: { zone: ZoneRecord; mac: Mac },
    action: DeviceAction = "change",
  ): Promise<boolean> {
    return this.#o.devices.mayAct(request, device.zone.zoneId, device.mac, action);
  }

  visitor(request: FastifyRequest, reply: FastifyReply, zone: ZoneRecord): Promise<Visitor> {
    return resolveVisitor(this.#o.devices, request, reply, zone, this.#o.now());
  }

  /** A voucher attempt; the browser that activated the code may see it in the session from now on. */
  async voucher(
    request: FastifyRequest,
    reply: FastifyReply,
    actor: Actor,
    input: { code: VoucherCode; logoutOldest: boolean; termsAccepted: boolean },
  ): Promise<VoucherAttempt> {
    const outcome = await attemptVoucher(this.#o.vouchers, actor, input);
    if (outcome.kind === "activate" || outcome.kind === "already-active")
      this.#o.devices.bindCode(request, reply, actor.zone.zoneId, actor.mac, input.code);
    return outcome;
  }

  /** A trial or free access started (its terms accepted, its limits kept). */
  open(actor: Actor, input: { openId: number; termsAccepted: boolean }): Promise<OpenAttempt> {
    return attemptOpen(this.#o.opens, actor, input);
  }

  /** The device leaves: logged out at the backend, its gateways told. */
  logout(actor: Actor): Promise<LogoutOutcome> {
    return logOut(this.#o.sessions, actor);
  }

  /** A new period for the device's session, its gateways told. */
  reset(actor: Actor): Promise<ResetOutcome> {
    return resetDevice(this.#o.sessions, actor);
  }

  /** Whether this browser may see the voucher code a device's session runs on (the one that activated it). */
  mayReadCode(request: FastifyRequest, zoneId: string, mac: string, code: string | null): boolean {
    return this.#o.devices.mayReadCode(request, zoneId, mac, code);
  }

  /** The cruise login: the booking's validation, a job whose relay id answers this browser alone. */
  cruiseLogin(visitor: Visitor, booking: Required<BookingIdentity>): Promise<CruiseLoginOutcome> {
    return startCruiseLogin(this.#o.cruise, visitor, booking);
  }

  /** A package billed to the cabin: a job whose relay id answers this browser alone. */
  cruiseCharge(
    visitor: Visitor,
    input: BookingIdentity & { packageId: string; prepaid: boolean; termsAccepted: boolean },
  ): Promise<CruiseChargeOutcome> {
    return chargeCruise(this.#o.cruise, visitor, input);
  }

  /** A card checkout: the order stored and the provider's payment made for it (the same key: the same order). */
  checkout(visitor: Visitor, input: CheckoutInput): Promise<CheckoutOutcome> {
    return this.#checkout(visitor, input);
  }

  /** This browser's id as it presented it (a read gives none): what its relay ids answer. */
  browserOf(request: FastifyRequest): string | undefined {
    return this.#o.devices.browsers.of(request);
  }

  /** Who asks for an open access in a zone no gateway vouches for (a read's, without an actor). */
  askerOf(request: FastifyRequest, zoneId: string) {
    return this.#o.devices.openAsker(request, zoneId);
  }

  /**
   * The device on to its gateway after a grant, or again (`retry`): a one-time credential and its
   * gateway's login step, from where this browser's device logs on (kept for the next try).
   */
  async handOff(request: FastifyRequest, reply: FastifyReply, actor: Actor, retry = false): Promise<Handoff> {
    const { handoff, keep } = await loginHandoff(this.#o.handoff, this.#ask(request, actor), retry);
    if (keep) keepTarget(reply, this.#o.targetKey, keep, this.#secure);
    return handoff;
  }

  /** After a logout: the gateway's own logout for the device, when its dialect has one. */
  logoutHandoff(request: FastifyRequest, actor: Actor): Handoff {
    return logoutHandoff(this.#o.handoff, this.#ask(request, actor));
  }

  /**
   * The gateway's login step for a credential already handed out (/gateway/login draws a POST step),
   * from where this browser keeps its device's gateway; null when it keeps none.
   */
  loginStep(
    request: FastifyRequest,
    device: { zoneId: string; mac: string },
    credential: { id: string; username: string },
  ): HandoffStep | null {
    const kept = keptTarget(request, this.#o.targetKey, device, this.#o.now());
    if (!kept) return null;
    const [origin = ""] = portalOrigins(this.#o.publicUrl, request);
    return loginStepOf(
      this.#o.handoff,
      zoneDialect(this.#o.handoff, device.zoneId),
      kept,
      credential,
      origin,
    );
  }

  get #secure(): boolean {
    return isHttpsUrl(this.#o.publicUrl);
  }

  #ask(request: FastifyRequest, actor: Actor): HandoffAsk {
    const device = deviceOf(actor);
    const kept = keptTarget(request, this.#o.targetKey, device, actor.now);
    const [origin = ""] = portalOrigins(this.#o.publicUrl, request);
    return { ...device, kept, origin, now: actor.now };
  }
}
