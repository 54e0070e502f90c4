/** A refusal the operator can act on (no database, an unknown zone): one line, no stack trace. */
export class CommandError extends Error {}
