import { validateCruiseRelay } from "./validators/validateCruiseRelay.gen.js";
import { validateCruiseValidatePoll } from "./validators/validateCruiseValidatePoll.gen.js";
import { validateOpenZoneList } from "./validators/validateOpenZoneList.gen.js";

/**
 * The validators of answers the start page asks for only after a tap (a cruise login, a trial's
 * availability once the session changed): a chunk of their own (laterValidator.ts), not part of
 * the bundle every start page waits for.
 */
export const laterValidators = { validateCruiseRelay, validateCruiseValidatePoll, validateOpenZoneList };
