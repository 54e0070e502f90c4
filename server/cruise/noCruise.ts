// the refusals the cruise login's and charge's outcome tables share
export const NO_CRUISE = { status: 404, message: "this zone has no cruise packages" };
export const limited = ({ retryAfterSeconds }: { retryAfterSeconds: number }) => ({
  status: 429,
  message: `too many booking look-ups, retry in ${retryAfterSeconds} s`,
  retryAfterSeconds,
});
