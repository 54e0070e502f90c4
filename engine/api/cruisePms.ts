import type { CruisePackageList } from "../../schemas/gen/api.gen.ts";
import type { CruisePackage } from "./cruiseTypes.ts";

// the cruise API's path: its operator segment lives here and nowhere else in the engine
export const CRUISE_PMS = "/store/celestyal/pms";

type WirePackage = CruisePackageList[number];

/** The API's package, in the portal's names. */
export function toCruisePackage(p: WirePackage): CruisePackage {
  return {
    id: p.celestyalPackage,
    title: p.title,
    listItems: p.description,
    prepaid: p.isPrePurchased,
    price: p.amount,
    currency: p.currency,
    duration: p.duration,
    durationUnit: p.durationUnit,
    ...(p.translations && {
      translations: Object.fromEntries(
        Object.entries(p.translations).map(([locale, t]) => [
          locale,
          { title: t.title, listItems: t.description },
        ]),
      ),
    }),
  };
}
