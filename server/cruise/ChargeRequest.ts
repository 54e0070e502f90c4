import type { BookingIdentity } from "./matchesBooking.ts";

export interface ChargeRequest extends BookingIdentity {
  packageId: string;
  prepaid: boolean;
  // the browser asking (security/BrowserIds.ts): its relay id answers it alone, and a charge without
  // the e-mail address needs this browser's own validation of the booking (which asked for it)
  browser: string;
}
