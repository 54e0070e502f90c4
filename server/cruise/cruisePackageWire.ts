import type { CruisePackageView } from "./CruisePackageView.ts";

// the portal's field names, from ours: the API answers them, and the package page drawn without a
// script lists them so too
export const cruisePackageWire = (p: CruisePackageView) => ({
  celestyalPackage: p.id,
  title: p.title,
  description: p.description,
  isPrePurchased: p.prepaid,
  amount: p.amount,
  currency: p.currency,
  duration: p.duration,
  durationUnit: p.durationUnit,
  ...(p.translations ? { translations: p.translations } : {}),
});
