import type { CruisePackageList } from "../../schemas/gen/api.gen.ts";
import { toCruisePackage } from "./cruisePms.ts";
import type { CruisePackage } from "./cruiseTypes.ts";
import { validateCruisePackageList } from "./validators/validateCruisePackageList.gen.js";

/**
 * A package list the server put into the page (what GET …/packages/{relayId} answers), checked by
 * the same schema; anything else is none.
 */
export function inlinedPackages(value: unknown): CruisePackage[] | null {
  if (value === undefined || value === null || !validateCruisePackageList(value)) return null;
  return (value as CruisePackageList).map(toCruisePackage);
}
