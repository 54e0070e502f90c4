import type { CruiseValidatePollResponse } from "../../schemas/gen/api.gen.ts";
import { CRUISE_PMS, toCruisePackage } from "./cruisePms.ts";
import type { CruisePackage, JobAnswer } from "./cruiseTypes.ts";
import { getCruiseJob } from "./getCruiseJob.ts";
import { laterValidator } from "./laterValidator.ts";

// polled after postCruiseValidate, which brought this validator's chunk
export async function getCruiseValidatePoll(relayId: string): Promise<JobAnswer<CruisePackage[]>> {
  return getCruiseJob(
    `${CRUISE_PMS}/validate/poll/${encodeURIComponent(relayId)}`,
    await laterValidator("validateCruiseValidatePoll"),
    (answer: CruiseValidatePollResponse) => (answer.packages ?? []).map(toCruisePackage),
  );
}
