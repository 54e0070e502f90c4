// a cruise zone's package catalogue (its manifest's `cruise`) and the demo bookings that buy from it
export type DurationUnit = "minutes" | "hours" | "days";

export interface FleetCruisePackage {
  id: string;
  // in the manifest, text keys; once resolved (catalogueWords.ts), the words in the zone's first language
  title: string;
  description: string[];
  /** the words by language, every one the zone offers */
  translations?: Record<string, { title: string; description: string[] }>;
  amount: number;
  currency: string;
  duration: number;
  durationUnit: DurationUnit;
  maxDevices?: number;
  speedMbit?: number;
}

export interface FleetCruiseBooking {
  surname: string;
  personalKey: string;
  email: string;
  dateOfBirth: string;
  cabin: string;
  note?: string;
  prepaid?: string[];
  chargeable?: string[];
  validateDelaySeconds?: number;
  chargeDelaySeconds?: number;
}
