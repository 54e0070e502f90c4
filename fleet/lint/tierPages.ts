/** Tier → pages a zone of that tier must have; names the schema does not know yet are skipped. */
export const TIER_PAGES: Record<string, string[]> = {
  cruise: ["StartPage", "LoginVoucher", "Store", "PurchaseComplete"],
};
