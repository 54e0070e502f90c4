// the shape of the demo fleet's `cruise` block (schemas/api/demo-fleet.schema.json)
export type DurationUnit = "minutes" | "hours" | "days";

export interface FleetCruise {
  packages: FleetCruisePackage[];
  bookings: FleetCruiseBooking[];
}

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
