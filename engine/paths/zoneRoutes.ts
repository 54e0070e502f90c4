import type { Pages } from "../../schemas/gen/manifest.gen.ts";

export type PageName = keyof Pages;

/** The zone routes, added after settings load; each shows the zone's page of that name or the 404. */
export const zoneRoutes: Record<PageName, string> = {
  StartPage: "/start",
  LoginVoucher: "/login/voucher",
  LoginTrial: "/login/trial/:openId",
  StatusPage: "/status",
  LoginCrew: "/login/crew",
  Onboard: "/onboard",
  Store: "/store",
  PurchaseComplete: "/purchase-complete",
};

export function pathOf(name: PageName): string {
  return zoneRoutes[name];
}
