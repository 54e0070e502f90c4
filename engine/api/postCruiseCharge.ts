import { apiClient } from "./apiClient.ts";
import { checked } from "./checked.ts";
import { CRUISE_PMS } from "./cruisePms.ts";
import type { CruiseUser } from "./cruiseTypes.ts";
import { laterValidator } from "./laterValidator.ts";

/**
 * Bills a package to the cabin (or issues a prepaid one); answers the relay id to poll. The terms
 * were accepted at the login that led to the packages (the package page needs its relay id).
 */
export async function postCruiseCharge(
  user: CruiseUser,
  packageId: string,
  prepaid: boolean,
): Promise<string> {
  const body = {
    lastname: user.lastname,
    personalKey: user.key,
    dateOfBirth: user.dob,
    celestyalPackage: packageId,
    isPrePurchased: prepaid,
    termsAccepted: true,
  };
  // the validator the cruise login fetched: one copy of it, in its chunk
  const [answer, validate] = await Promise.all([
    apiClient(`${CRUISE_PMS}/charge`, { method: "POST", body }),
    laterValidator("validateCruiseRelay"),
  ]);
  return checked<{ id: string }>("cruise charge", validate, answer).id;
}
