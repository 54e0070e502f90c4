export const EMAIL_MAX = 128;

// one rule for the portal's form (engine/flows) and the server's check (server/domain): both may
// import schemas/, and a rule kept twice drifts apart

// RFC 5322's dot-atom: letters and digits of any script, and !#$%&'*+-/=?^_`{|}~, in runs joined by
// single dots; no quotes, angle brackets, colons, semicolons, commas or parentheses, which a mail
// library reads as a display name, a group or a list (issue 33: "shown<actual@evil.example>" was
// kept as typed and sent to actual@evil.example)
const LOCAL = /^[\p{L}\p{N}\p{M}!#$%&'*+\-/=?^_`{|}~]+(\.[\p{L}\p{N}\p{M}!#$%&'*+\-/=?^_`{|}~]+)*$/u;
// a domain's label: letters and digits of any script (an international domain) and hyphens
const LABEL = /^[\p{L}\p{N}\p{M}-]+$/u;

/**
 * The store's e-mail rule (spec section 5): at most 128 characters, no whitespace, exactly one @
 * with text on both sides, and a domain of at least two dot-separated parts, none empty. And a
 * plain address, nothing a mail library could read as another: the address kept is the address
 * the mail goes to, and the one an erasure by e-mail finds.
 */
export function isValidEmail(email: string): boolean {
  if (email.length === 0 || email.length > EMAIL_MAX || /\s/.test(email)) return false;
  const parts = email.split("@");
  if (parts.length !== 2 || !parts[0] || !parts[1] || !LOCAL.test(parts[0])) return false;
  const labels = parts[1].split(".");
  return labels.length >= 2 && labels.every((label) => label.length > 0 && LABEL.test(label));
}
