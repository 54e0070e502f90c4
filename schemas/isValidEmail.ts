export const EMAIL_MAX = 128;

// one rule for the portal's form (engine/flows) and the server's check (server/domain): both may
// import schemas/, and a rule kept twice drifts apart

/**
 * The store's e-mail rule (spec section 5): at most 128 characters, no whitespace, exactly one @
 * with text on both sides, and a domain of at least two dot-separated parts, none empty.
 */
export function isValidEmail(email: string): boolean {
  if (email.length === 0 || email.length > EMAIL_MAX || /\s/.test(email)) return false;
  const parts = email.split("@");
  if (parts.length !== 2 || !parts[0] || !parts[1]) return false;
  const labels = parts[1].split(".");
  return labels.length >= 2 && labels.every((label) => label.length > 0);
}
