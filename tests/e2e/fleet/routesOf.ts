// the path of each zone page the fleet suite opens directly (pages with a parameter are reached by their flow)
export const PAGE_PATHS: Record<string, string> = {
  StartPage: "/start?ignoreSessionRedirect=true",
  LoginVoucher: "/login/voucher",
  LoginCrew: "/login/crew",
  StatusPage: "/status",
  Store: "/store",
  Onboard: "/onboard",
};
