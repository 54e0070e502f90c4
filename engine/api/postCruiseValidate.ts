import { apiClient } from "./apiClient.ts";
import { checked } from "./checked.ts";
import { CRUISE_PMS } from "./cruisePms.ts";
import type { CruiseUser } from "./cruiseTypes.ts";
import { validateCruiseRelay } from "./validators/validateCruiseRelay.gen.js";

/** Asks the ship's property-management system to check the booking; answers the relay id to poll. */
export async function postCruiseValidate(user: CruiseUser): Promise<string> {
  const body = { lastname: user.lastname, personalKey: user.key, email: user.email, dateOfBirth: user.dob };
  const answer = await apiClient(`${CRUISE_PMS}/validate`, { method: "POST", body });
  return checked<{ id: string }>("cruise validate", validateCruiseRelay, answer).id;
}
