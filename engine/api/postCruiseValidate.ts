import { apiClient } from "./apiClient.ts";
import { checked } from "./checked.ts";
import { CRUISE_PMS } from "./cruisePms.ts";
import type { CruiseUser } from "./cruiseTypes.ts";
import { laterValidator } from "./laterValidator.ts";

/** Asks the ship's property-management system to check the booking; answers the relay id to poll. */
export async function postCruiseValidate(user: CruiseUser): Promise<string> {
  const body = { lastname: user.lastname, personalKey: user.key, email: user.email, dateOfBirth: user.dob };
  const [answer, validate] = await Promise.all([
    apiClient(`${CRUISE_PMS}/validate`, { method: "POST", body }),
    laterValidator("validateCruiseRelay"),
  ]);
  return checked<{ id: string }>("cruise validate", validate, answer).id;
}
