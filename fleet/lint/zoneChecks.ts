import { checkAssets } from "./checks/checkAssets.ts";
import { checkColors } from "./checks/checkColors.ts";
import { checkCrewPage } from "./checks/checkCrewPage.ts";
import { checkGatewayDialect } from "./checks/checkGatewayDialect.ts";
import { checkImageAlt } from "./checks/checkImageAlt.ts";
import { checkLabels } from "./checks/checkLabels.ts";
import { checkLinks } from "./checks/checkLinks.ts";
import { checkPageLinks } from "./checks/checkPageLinks.ts";
import { checkResetOffer } from "./checks/checkResetOffer.ts";
import { checkServerKeys } from "./checks/checkServerKeys.ts";
import { checkTexts } from "./checks/checkTexts.ts";
import { checkTierNeeds } from "./checks/checkTierNeeds.ts";
import { checkTimeZone } from "./checks/checkTimeZone.ts";
import { checkTrialSpeed } from "./checks/checkTrialSpeed.ts";
import type { ZoneCheck } from "./problem.ts";

/** The checks beyond the schema that look at one resolved zone; a new check is one line here. */
export const zoneChecks: ZoneCheck[] = [
  checkTexts,
  checkAssets,
  checkLinks,
  checkColors,
  checkPageLinks,
  checkTierNeeds,
  checkCrewPage,
  checkLabels,
  checkImageAlt,
  checkResetOffer,
  checkServerKeys,
  checkTimeZone,
  checkGatewayDialect,
  checkTrialSpeed,
];

/** The checks that also make sense for an abstract operator file, which has no pages of its own yet. */
export const fileChecks: ZoneCheck[] = [checkAssets, checkLinks, checkColors, checkServerKeys, checkTimeZone];
