/**
 * What the portal's forms post (field `_action`) when the server answers them, before the script
 * has taken the page over or without it: the server's handlers (server/pages/forms/) read the same
 * names. `_step` is the button pressed inside a form's steps.
 */
export type FormAction =
  | "voucher"
  | "open"
  | "logout"
  | "reset"
  | "connect"
  | "cruise-login"
  // the cruise package page: Select/Activate (a package's step), then Buy now/Connect (`_step` accept)
  | "cruise-package"
  | "customer"
  // the store's items (+, −, Continue) and the card payment on the provider's hosted page
  | "cart"
  | "pay";
export type FormStep = "terms" | "accept" | "cancel" | "logout-oldest" | "back";

/** A form's hidden fields: its action and what it acts on. */
export function formFields(
  action: FormAction,
  more: Record<string, string | number | undefined> = {},
): Record<string, string> {
  const fields: Record<string, string> = { _action: action };
  for (const [name, value] of Object.entries(more)) if (value !== undefined) fields[name] = String(value);
  return fields;
}
