/**
 * Node type → the page it opens. A new node type that navigates inside the zone is one line here.
 * A target the schema does not know yet is skipped, so a line can be added before the page exists.
 * Props whose allowed values are page names (BackLink.to) are found in the schema, not listed here.
 */
export const LINKED_PAGES: Record<string, string> = {
  VoucherLink: "LoginVoucher",
  TrialLink: "LoginTrial",
  StoreLink: "Store",
  StatusLink: "StatusPage",
  CrewLink: "LoginCrew",
  OnboardLink: "Onboard",
  PremiumCard: "LoginVoucher",
};
