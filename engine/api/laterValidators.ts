import { validateCruiseRelay } from "./validators/validateCruiseRelay.gen.js";
import { validateCruiseValidatePoll } from "./validators/validateCruiseValidatePoll.gen.js";
import { validateOpenZoneList } from "./validators/validateOpenZoneList.gen.js";
import { validateSession } from "./validators/validateSession.gen.js";
import { validateSettings } from "./validators/validateSettings.gen.js";

/**
 * The validators of answers a page asks for only after it is running (a cruise login, a trial's
 * availability once the session changed, the session's 30 s refresh, settings the page did not
 * carry): a chunk of their own (laterValidator.ts), not part of the bundle every start page waits
 * for. The page's own data came inside it from the server and is not asked for again.
 */
export const laterValidators = {
  validateCruiseRelay,
  validateCruiseValidatePoll,
  validateOpenZoneList,
  validateSession,
  validateSettings,
};
