import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { DrawnForm } from "../../../steps/DrawnForm.ts";
import type { BootPayload } from "../bootPayload.ts";
import { cruiseCheck } from "./cruiseCheck.ts";
import type { Handoff } from "./handoffCookie.ts";
import { storeDraw } from "./storeDraw.ts";

/** What the server found for a page beyond its boot data: the form drawn, what it inlines, a reload. */
export type PageState =
  | { redirect: string }
  | {
      drawn?: { form: DrawnForm | null; errors: string[] };
      inline: Pick<BootPayload, "cruisePackages" | "cruisePurchase" | "store">;
      reload?: string;
    };

/**
 * The page's own state, found by the server so that it draws without the script (issue 35): the
 * cruise login's validation polled (cruiseCheck.ts), the card store's items, the order kept for the
 * payment, or an order back from the hosted payment page (storeDraw.ts).
 */
export async function pageState(
  ctx: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  at: { path: string; search: string; querySearch: string; device: { zoneId: string; mac: string } },
  handoff: Omit<Handoff, "zoneId" | "mac"> | undefined,
): Promise<PageState> {
  const cruise = await cruiseCheck(ctx, request, reply, at, handoff);
  if (cruise && "redirect" in cruise) return cruise;
  if (cruise && "cruisePackages" in cruise) {
    const { cruisePackages, cruisePurchase, form, errors } = cruise;
    const drawn = form || errors ? { drawn: { form: form ?? null, errors: errors ?? [] } } : {};
    const purchase = cruisePurchase ? { cruisePurchase } : {};
    return { ...drawn, inline: { cruisePackages, ...purchase }, ...reloadOf(cruise) };
  }
  if (cruise) return { drawn: { form: cruise.form, errors: cruise.errors }, inline: {}, ...reloadOf(cruise) };
  const store = await storeDraw(ctx, reply, at, handoff);
  if (!store) return { inline: {} };
  const drawn =
    store.form || store.errors ? { form: store.form ?? null, errors: store.errors ?? [] } : undefined;
  return { ...(drawn ? { drawn } : {}), inline: { store: store.store }, ...reloadOf(store) };
}

const reloadOf = (found: { reload?: string }) => (found.reload ? { reload: found.reload } : {});
