import type { BookingIdentity } from "./matchesBooking.ts";
import type { DurationUnit } from "../zones/FleetCruise.ts";

// a package as the portal sees it (schemas/api/cruise-package-list.schema.json, neutral names)
export interface CruisePackageView {
  id: string;
  title: string;
  description: string[];
  prepaid: boolean;
  amount: number;
  currency: string;
  duration: number;
  durationUnit: DurationUnit;
  // the title and lines in every language the zone offers (the manifest's texts); null: one only
  translations: Record<string, { title: string; description: string[] }> | null;
}

// a job answers 202 until readyAt, then its result; unknown ids (or another zone's) are "unknown"
export type JobPoll<T> =
  | { state: "unknown" }
  | { state: "pending" }
  | { state: "failed"; message: string }
  | { state: "done"; result: T };

export interface ChargeRequest extends BookingIdentity {
  packageId: string;
  prepaid: boolean;
  // the browser asking (security/BrowserIds.ts): its relay id answers it alone, and a charge without
  // the e-mail address needs this browser's own validation of the booking (which asked for it)
  browser: string;
}

// one line of a cabin's bill: what a charge issued
export interface FolioLine {
  packageId: string;
  prepaid: boolean;
  amount: number;
  currency: string;
  voucherCode: string;
  chargedAt: number;
}
