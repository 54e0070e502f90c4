import { apiClient } from "./apiClient.ts";
import { checked } from "./checked.ts";
import { CRUISE_PMS, toCruisePackage } from "./cruisePms.ts";
import type { CruisePackage } from "./cruiseTypes.ts";
import { validateCruisePackageList } from "./validators/validateCruisePackageList.gen.js";
import type { CruisePackageList } from "../../schemas/gen/api.gen.ts";

/** The packages of the booking a finished validation found (our path: the spec does not show one). */
export async function getCruisePackages(relayId: string): Promise<CruisePackage[]> {
  const answer = await apiClient(`${CRUISE_PMS}/packages/${encodeURIComponent(relayId)}`);
  return checked<CruisePackageList>("cruise packages", validateCruisePackageList, answer).map(
    toCruisePackage,
  );
}
