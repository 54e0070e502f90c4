// the cruise flow's shapes, named for the portal (the API's own names stay in engine/api)
export type DurationUnit = "minutes" | "hours" | "days";

/** A package as the portal shows it: prepaid ones have no price. */
export interface CruisePackage {
  id: string;
  title: string;
  listItems: string[];
  prepaid: boolean;
  /** minor units of currency */
  price: number;
  currency: string;
  duration: number;
  durationUnit: DurationUnit;
  /** title and list in each language the zone offers (the vessel's texts) */
  translations?: PackageTranslations;
}

export type PackageTranslations = Partial<Record<string, { title: string; listItems: string[] }>>;

/** The booking the passenger logged in with (steps/validateCruiseLogin.ts checks it). */
export type { CruiseUser } from "../../steps/validateCruiseLogin.ts";

/** A polled job: 202 is "pending"; once done, its result or the server's message for the passenger. */
export type JobAnswer<T> =
  | { state: "pending" }
  | { state: "done"; value: T }
  | { state: "failed"; message: string };
