import type { BookingIdentity } from "../domain/cruise/bookingMatch.ts";
import type { DurationUnit } from "../fleet/FleetCruise.ts";

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

// the property-management simulator's state. Methods that check and write run in one
// transaction (as Storage's do), so parallel retries of one charge bill it once.
export interface CruiseStorage {
  // looks the booking up now and answers from now + its delay (the booking's own, else the
  // default) on; returns the relay id
  startValidation(
    zoneId: string,
    who: Required<BookingIdentity>,
    now: number,
    defaultDelayMs: number,
  ): Promise<string>;
  pollValidation(zoneId: string, relayId: string, now: number): Promise<JobPoll<CruisePackageView[]>>;
  // the packages of the booking a validation found (same answer as its poll once done)
  packagesFor(zoneId: string, relayId: string, now: number): Promise<JobPoll<CruisePackageView[]>>;
  startCharge(zoneId: string, request: ChargeRequest, now: number, defaultDelayMs: number): Promise<string>;
  pollCharge(zoneId: string, relayId: string, now: number): Promise<JobPoll<string>>;
  // the cabin's bill, oldest first (empty for an unknown cabin)
  folio(zoneId: string, cabin: string): Promise<FolioLine[]>;
}
