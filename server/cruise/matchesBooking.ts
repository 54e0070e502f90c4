// how a passenger's typing is compared with the booking: trimmed, case-folded and Unicode-normalised,
// so "  lindqvist" finds "Lindqvist"; the date of birth must be the same calendar date
export function foldBookingText(text: string): string {
  return text.normalize("NFKC").trim().toLocaleLowerCase("en");
}

export interface BookingIdentity {
  lastname: string;
  personalKey: string;
  dateOfBirth: string;
  // validation asks for the e-mail address; a charge may send it, or rely on its browser's validation
  email?: string;
}

export interface StoredBooking {
  surname: string;
  personalKey: string;
  email: string;
  dateOfBirth: string;
}

export function matchesBooking(booking: StoredBooking, who: BookingIdentity): boolean {
  return (
    foldBookingText(booking.surname) === foldBookingText(who.lastname) &&
    foldBookingText(booking.personalKey) === foldBookingText(who.personalKey) &&
    booking.dateOfBirth === who.dateOfBirth.trim() &&
    (who.email === undefined || foldBookingText(booking.email) === foldBookingText(who.email))
  );
}
