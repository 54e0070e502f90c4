import { isValidEmail } from "../schemas/isValidEmail.ts";

/** The booking the passenger logs in with: browser storage key 'user' (spec section 3). */
export interface CruiseUser {
  lastname: string;
  key: string;
  email: string;
  dob: string;
}

export type CruiseField = keyof CruiseUser;
/** Why a field was refused; the widget words it. */
export type CruiseFieldError = "required" | "invalid" | "email" | "keyLength" | "future";
export type CruiseLoginErrors = Partial<Record<CruiseField, CruiseFieldError>>;

// spec sections 5 and 9: personal key 2 to 128 characters; e-mail by the store's one rule (schemas/isValidEmail.ts)
export const KEY_MIN = 2;
export const KEY_MAX = 128;
export const TEXT_MAX = 128;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function dateError(dob: string, today: string): CruiseFieldError | undefined {
  if (dob === "") return "required";
  const time = Date.parse(`${dob}T00:00:00Z`);
  if (!DATE.test(dob) || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== dob)
    return "invalid";
  return dob > today ? "future" : undefined;
}

/** Trims the form and checks it; `today` is YYYY-MM-DD, the date input's maximum. */
export function validateCruiseLogin(
  form: CruiseUser,
  today: string,
): { user: CruiseUser; errors: CruiseLoginErrors } {
  const user: CruiseUser = {
    lastname: form.lastname.trim(),
    key: form.key.trim(),
    email: form.email.trim(),
    dob: form.dob.trim(),
  };
  const errors: CruiseLoginErrors = {};
  if (user.lastname === "") errors.lastname = "required";
  else if (user.lastname.length > TEXT_MAX) errors.lastname = "invalid";
  if (user.key === "") errors.key = "required";
  else if (user.key.length < KEY_MIN || user.key.length > KEY_MAX) errors.key = "keyLength";
  if (user.email === "") errors.email = "required";
  else if (!isValidEmail(user.email)) errors.email = "email";
  const dob = dateError(user.dob, today);
  if (dob) errors.dob = dob;
  return { user, errors };
}

/** Today in the visitor's own time zone, as a date input wants it. */
export function todayIso(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
