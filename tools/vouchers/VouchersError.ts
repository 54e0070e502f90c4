import { CommandError } from "../cli/CommandError.ts";

/** A refusal the operator can act on (no database, unknown zone or batch); printed in one line, no stack. */
export class VouchersError extends CommandError {}
