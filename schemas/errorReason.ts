/**
 * Why the portal sent a browser to its error page, carried as `/error?reason=…`: one of these
 * words, never free text (a link cannot make the page say anything else). `device`, the default:
 * the portal could not tell which device this is (no query, or one it does not know).
 */
export const ERROR_REASONS = ["device", "browser", "login", "controller"] as const;

export type ErrorReason = (typeof ERROR_REASONS)[number];

/** The error page's address for a reason. */
export function errorPath(reason: ErrorReason): string {
  return reason === "device" ? "/error" : `/error?reason=${reason}`;
}

/** A reason read from an address: anything but the known words is `device`. */
export function errorReasonOf(value: string | null | undefined): ErrorReason {
  return (ERROR_REASONS as readonly string[]).includes(value ?? "") ? (value as ErrorReason) : "device";
}
