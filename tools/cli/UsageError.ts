/** A mistyped argument or variable: `message` is the whole text for stderr, and the exit code is 2. */
export class UsageError extends Error {}
