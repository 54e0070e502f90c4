import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { BANNERS } from "../../../steps/banners.ts";
import type { DrawnForm } from "../../../steps/DrawnForm.ts";
import { pollCharge } from "../../cruise/pollCharge.ts";
import type { JobPoll } from "../../cruise/JobPoll.ts";
import { type Handoff, keepHandoff } from "./handoffCookie.ts";

// the spec's polling: up to 10 attempts, every 3 s (spec section 4, 'Polling'), as the booking's
const CHARGE_CHECKS = 10;
const CHECK_PARAM = "chargeCheck";

type Cruise = NonNullable<Handoff["cruise"]>;
type Drawn = { form?: DrawnForm; errors?: string[]; reload?: string } | { redirect: string };

// a charge not done as the page draws it; undefined while it still runs (and may be asked again)
function answerOf(poll: JobPoll<string>, tries: number): Drawn | undefined {
  if (poll.state === "failed") return { errors: [poll.message] };
  if (poll.state === "unknown") return { errors: [BANNERS.cruiseUnknown] };
  return tries + 1 >= CHARGE_CHECKS ? { errors: [BANNERS.cruiseChargeTimeout] } : undefined;
}

/**
 * The package page back from the controller (9, 0) without the script: the server polls the charge
 * the package form started (cruisePackageForm.ts) as the app would. Still running: the package's
 * step drawn charging, and a page that asks again in 3 s (up to the spec's 10 attempts, then its
 * 'charge timed out'); refused: the list with the answer as received; done: the purchase-complete
 * page with the code.
 */
export async function chargeCheck(
  ctx: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  page: { path: string; search: string; querySearch: string; device: { zoneId: string; mac: string } },
  cruise: Cruise,
): Promise<Drawn> {
  const { chargeRelayId, packageId = "", ...booking } = cruise;
  if (!chargeRelayId) return {};
  const { device } = page;
  const browser = ctx.devices.browsers.of(request);
  const poll = await pollCharge(ctx.storage, device.zoneId, chargeRelayId, ctx.now(), browser);
  const params = new URLSearchParams(page.search);
  const tries = Number.parseInt(params.get(CHECK_PARAM) ?? "0", 10) || 0;
  // bought: on to the purchase-complete page, which shows the code (cruiseCheck.ts)
  if (poll.state === "done") {
    keepHandoff(ctx, reply, device, { cruise: { ...booking, purchased: { packageId, code: poll.result } } });
    return { redirect: `/purchase-complete?${page.querySearch}` };
  }
  const answer = answerOf(poll, tries);
  // answered: the booking kept for the page's forms, the charge forgotten
  if (answer) {
    keepHandoff(ctx, reply, device, { cruise: booking });
    return answer;
  }
  params.set(CHECK_PARAM, String(tries + 1));
  const form: DrawnForm = { action: "cruise-package", packageId, step: "charging" };
  return { form, errors: [], reload: `${page.path}?${params}` };
}
