import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { BANNERS } from "../../../steps/banners.ts";
import type { DrawnForm } from "../../../steps/DrawnForm.ts";
import { cruisePackageWire } from "../../cruise/cruisePackageWire.ts";
import { pollValidation } from "../../cruise/pollValidation.ts";
import { chargeCheck } from "./chargeCheck.ts";
import { HANDOFF_COOKIE, type Handoff, keepHandoff } from "./handoffCookie.ts";

// the spec's polling: up to 10 attempts, every 3 s (spec section 4, 'Polling')
export const CRUISE_CHECKS = 10;
const CHECK_PARAM = "cruiseCheck";

/** What the page the cruise login came back to is drawn with, or where the browser goes instead. */
export type CruiseCheck =
  | { redirect: string }
  | { form: DrawnForm; errors: string[]; reload?: string }
  | {
      cruisePackages: ReturnType<typeof cruisePackageWire>[];
      cruisePurchase?: { packageId: string; code: string };
      form?: DrawnForm;
      errors?: string[];
      reload?: string;
    };

type Cruise = NonNullable<Handoff["cruise"]>;

const loginForm = (cruise: Cruise, step: "idle" | "checking", errors: string[], reload?: string) => ({
  form: { action: "cruise-login", step, values: { ...cruise.user }, errors: {} } as DrawnForm,
  errors,
  ...(reload ? { reload } : {}),
});

/**
 * The cruise login without the script (issue 35): back from the controller (8, 0) the app would
 * poll the booking's validation; the server polls it for the page instead. Still running: the
 * login drawn as 'Checking your booking…', with what was typed, and a page that asks again in 3 s
 * (the relay id kept for it; up to the spec's 10 attempts, then its 'Unknown error'); refused: the
 * form again with what was typed and the answer as received; found: on to the package page (the
 * Store route), drawn with the booking's packages. The app, when it runs, polls for itself.
 */
export async function cruiseCheck(
  ctx: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  page: { path: string; search: string; querySearch: string; device: { zoneId: string; mac: string } },
  handoff: Omit<Handoff, "zoneId" | "mac"> | undefined,
): Promise<CruiseCheck | undefined> {
  const cruise = handoff?.cruise;
  if (!cruise) return undefined;
  const { device } = page;
  const poll = await pollValidation(
    ctx.storage,
    device.zoneId,
    cruise.validateRelayId,
    ctx.now(),
    ctx.devices.browsers.of(request),
  );
  if (page.path === "/store") {
    if (poll.state !== "done") return undefined;
    // kept for the page's own forms (forms/cruisePackageForm.ts) and its charge's polls
    keepHandoff(ctx, reply, device, { cruise: { ...cruise, kept: true } });
    const cruisePackages = poll.result.map(cruisePackageWire);
    const charge = await chargeCheck(ctx, request, reply, page, cruise);
    return "redirect" in charge ? charge : { cruisePackages, ...charge };
  }
  if (page.path === "/purchase-complete") {
    const { purchased } = cruise;
    if (poll.state !== "done" || !purchased) return undefined;
    // kept while the page is looked at: its reload shows the code again
    keepHandoff(ctx, reply, device, { cruise });
    return { cruisePackages: poll.result.map(cruisePackageWire), cruisePurchase: purchased };
  }
  if (page.path !== "/start" && page.path !== "/") return undefined;
  const params = new URLSearchParams(page.search);
  // kept for the page's own refresh: a later page of a browser that ran the app (which polled for
  // itself, and forgot the validation when it left the package page) is not sent back to it
  if (cruise.kept && !params.has(CHECK_PARAM)) return undefined;
  if (poll.state === "failed") return loginForm(cruise, "idle", [poll.message]);
  if (poll.state === "unknown") return loginForm(cruise, "idle", [BANNERS.cruiseUnknown]);
  // the package page takes the validation on from here (its own draw, and the app's storage)
  keepHandoff(ctx, reply, device, { cruise: { ...cruise, kept: true } });
  if (poll.state === "done") return { redirect: `/store?${page.querySearch}` };
  const tries = Number.parseInt(params.get(CHECK_PARAM) ?? "0", 10) || 0;
  if (tries + 1 >= CRUISE_CHECKS) {
    reply.clearCookie(HANDOFF_COOKIE, { path: "/" });
    return loginForm(cruise, "idle", [BANNERS.cruiseUnknown]);
  }
  params.set(CHECK_PARAM, String(tries + 1));
  return loginForm(cruise, "checking", [], `${page.path}?${params}`);
}
