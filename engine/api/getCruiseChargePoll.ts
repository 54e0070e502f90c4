import type { CruiseChargePollResponse } from "../../schemas/gen/api.gen.ts";
import { CRUISE_PMS } from "./cruisePms.ts";
import type { JobAnswer } from "./cruiseTypes.ts";
import { getCruiseJob } from "./getCruiseJob.ts";
import { validateCruiseChargePoll } from "./validators/validateCruiseChargePoll.gen.js";

/** Once done: the voucher code of the charged package. */
export function getCruiseChargePoll(relayId: string): Promise<JobAnswer<string>> {
  return getCruiseJob(
    `${CRUISE_PMS}/charge/poll/${encodeURIComponent(relayId)}`,
    validateCruiseChargePoll,
    (answer: CruiseChargePollResponse) => answer.code ?? "",
  );
}
