// what a passenger reads when the property-management system says no (the portal shows it as received)
export const CRUISE_MESSAGES = {
  noBooking:
    "We could not find a booking with these details. Check your surname, personal key, e-mail address and date of birth.",
  noPackage: "This package is not available for your booking.",
  notPrepaid: "This package is not prepaid for your booking.",
  prepaid: "This package is already paid for: activate it instead of buying it.",
} as const;
