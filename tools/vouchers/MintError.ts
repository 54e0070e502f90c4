/** A refusal the operator can act on (no database, unknown zone); printed without a stack. */
export class MintError extends Error {}
