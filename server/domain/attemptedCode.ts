import { createHash } from "node:crypto";

// what voucher_attempts keeps of a code: its first two characters (enough to spot a typo pattern)
// and a digest (enough to see the same code tried again), never the code; a valid code in the log
// would be a voucher anyone reading it could use
export function attemptedCode(code: string): string {
  const digest = createHash("sha256").update(`gangway-attempt\n${code.toUpperCase()}`).digest("hex");
  return `${code.slice(0, 2)}…${digest.slice(0, 16)}`;
}
