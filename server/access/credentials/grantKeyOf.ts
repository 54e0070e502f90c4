import type { SessionRecord } from "../../domain/types.ts";

/**
 * The grant a session stands on: its voucher or open access, and when it was granted. A
 * credential minted for one grant is void once the device holds another (logged out, moved to
 * another voucher, granted anew).
 */
export const grantKeyOf = (session: SessionRecord): string =>
  `${session.voucherCode !== null ? `voucher:${session.voucherCode}` : `open:${session.openId}`}@${session.authedAt}`;
