// what a passenger reads when the property-management system says no (the portal shows it as received)
export const CRUISE_MESSAGES = {
  noBooking:
    "We could not find a booking with these details. Check your surname, personal key, e-mail address and date of birth.",
  // every refused charge says the same: which fact was wrong (no such booking, a package it may not
  // have, a prepaid one sent to be bought) would tell a stranger that the booking exists
  notCharged:
    "We could not issue this package for a booking with these details. Log in again with your surname, personal key, e-mail address and date of birth, or ask at the service desk.",
} as const;
