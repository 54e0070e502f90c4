import { createHmac } from "node:crypto";
import type { VoucherCode } from "../../schemas/voucherCode.ts";

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
// `code`: as read at the door (schemas/voucherCode.ts), upper case already
export function attemptedCode(key: Buffer, code: VoucherCode): string {
  const digest = createHmac("sha256", key).update(code).digest("hex");
  return `${code.slice(0, 2)}…${digest.slice(0, 16)}`;
}
