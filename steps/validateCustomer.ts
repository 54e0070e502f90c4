import { isValidEmail } from "../schemas/isValidEmail.ts";

/** The store's customer step (spec section 5): who buys, and where the vouchers are mailed. */
export interface CheckoutCustomer {
  firstName: string;
  lastName: string;
  email: string;
}

export const NAME_MAX = 127;

/** 'Input required', 'Invalid input' or 'Invalid email'. */
export type FieldError = "required" | "invalid" | "email";
export type CustomerErrors = Partial<Record<keyof CheckoutCustomer, FieldError>>;

function nameError(name: string): FieldError | undefined {
  if (name.length === 0) return "required";
  return name.length > NAME_MAX ? "invalid" : undefined;
}

/** Trims every field, then checks names (1-127 characters) and the e-mail (spec section 5). */
export function validateCustomer(input: CheckoutCustomer): {
  customer: CheckoutCustomer | null;
  errors: CustomerErrors;
} {
  const customer = {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim(),
  };
  const errors: CustomerErrors = {};
  const first = nameError(customer.firstName);
  const last = nameError(customer.lastName);
  if (first) errors.firstName = first;
  if (last) errors.lastName = last;
  if (customer.email.length === 0) errors.email = "required";
  else if (!isValidEmail(customer.email)) errors.email = "email";
  return { customer: Object.keys(errors).length === 0 ? customer : null, errors };
}
