// a cruise zone's package catalogue (its manifest's `cruise`) and the demo bookings that buy from it
export type DurationUnit = "minutes" | "hours" | "days";

export interface FleetCruisePackage {
  id: string;
  title: string;
  description: string[];
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
