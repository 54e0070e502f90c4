import { createHmac } from "node:crypto";

/**
 * The attempt log's own key, derived from the server secret (SERVER_SECRET, or the install's
 * DATA_DIR/server-secret). Every server of a cluster shares SERVER_SECRET, so the same code tried
 * on two of them has one digest and the log still shows a code tried again.
 */
export function attemptKey(serverSecret: Buffer): Buffer {
  return createHmac("sha256", serverSecret).update("gangway-attempted-code-v1").digest();
}

// what voucher_attempts keeps of a code: its first two characters (enough to spot a typo pattern)
// and a keyed digest (enough to see the same code tried again), never the code. Keyed: an unkeyed
// 64-bit digest of an 8-character code is found offline by trying every code (about 50 minutes),
// and a valid code in the log would be a voucher anyone reading it could use
export function attemptedCode(key: Buffer, code: string): string {
  const upper = code.toUpperCase();
  const digest = createHmac("sha256", key).update(upper).digest("hex");
  return `${upper.slice(0, 2)}…${digest.slice(0, 16)}`;
}
