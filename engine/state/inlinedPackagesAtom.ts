import { atom } from "jotai";
import type { CruisePackage } from "../api/cruiseTypes.ts";

/**
 * The booking's packages, when the page arrived with them: the server drew the package page
 * after the booking's validation it polled for a browser without the script (server/pages/forms/
 * cruiseCheck.ts); the browser's first render draws them too. Null: the page came without.
 */
export const inlinedPackagesAtom = atom<CruisePackage[] | null>(null);
