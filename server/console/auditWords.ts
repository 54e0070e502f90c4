import type { MessageDescriptor } from "@lingui/core";

// The audit trail's actions and outcomes as words of the reader's language (the filter's options,
// the table). The CSV and the stored rows keep the raw values, for scripts; English keeps the
// stored word where no other console word reads the same (a row then reads as in the CSV)
const ACTIONS: Record<string, MessageDescriptor> = {
  "sign-in": /*i18n*/ { id: "console.action-sign-in", message: "sign-in" },
  "sign-in-failed": /*i18n*/ { id: "console.action-sign-in-failed", message: "sign-in-failed" },
  "sign-out": /*i18n*/ { id: "console.action-sign-out", message: "sign-out" },
  kick: /*i18n*/ { id: "console.action-kick", message: "kick" },
  revoke: /*i18n*/ { id: "console.action-revoke", message: "revoke" },
  extend: /*i18n*/ { id: "console.action-extend", message: "extend" },
  move: /*i18n*/ { id: "console.action-move", message: "move" },
  reset: /*i18n*/ { id: "console.action-reset", message: "reset" },
  "account-add": /*i18n*/ { id: "console.action-account-add", message: "account-add" },
  "account-disable": /*i18n*/ { id: "console.action-account-disable", message: "account-disable" },
  "account-role": /*i18n*/ { id: "console.action-account-role", message: "account-role" },
  "totp-set": /*i18n*/ { id: "console.action-totp-set", message: "totp-set" },
  refund: /*i18n*/ { id: "console.action-refund", message: "refund" },
  "refund-voucher": /*i18n*/ { id: "console.action-refund-voucher", message: "refund-voucher" },
  sell: /*i18n*/ { id: "console.action-sell", message: "sell" },
  "resend-mail": /*i18n*/ { id: "console.action-resend-mail", message: "resend-mail" },
};

// every outcome the console's actions record (server/console/*: each action's own result kinds,
// a voucher move's activation refusals among them); one not listed shows as stored
const OUTCOMES: Record<string, MessageDescriptor> = {
  "signed-in": /*i18n*/ { id: "console.outcome-signed-in", message: "signed-in" },
  "signed-out": /*i18n*/ { id: "console.outcome-signed-out", message: "signed-out" },
  refused: /*i18n*/ { id: "console.outcome-refused", message: "refused" },
  kicked: /*i18n*/ { id: "console.outcome-kicked", message: "kicked" },
  "no-session": /*i18n*/ { id: "console.outcome-no-session", message: "no-session" },
  revoked: /*i18n*/ { id: "console.outcome-revoked", message: "revoked" },
  extended: /*i18n*/ { id: "console.outcome-extended", message: "extended" },
  moved: /*i18n*/ { id: "console.outcome-moved", message: "moved" },
  "no-voucher": /*i18n*/ { id: "console.outcome-no-voucher", message: "no-voucher" },
  "device-limit": /*i18n*/ { id: "console.outcome-device-limit", message: "device-limit" },
  "used-up": /*i18n*/ { id: "console.outcome-used-up", message: "used-up" },
  "already-active": /*i18n*/ { id: "console.outcome-already-active", message: "already-active" },
  unknown: /*i18n*/ { id: "console.outcome-unknown", message: "unknown code" },
  limited: /*i18n*/ { id: "console.outcome-limited", message: "limited" },
  terms: /*i18n*/ { id: "console.outcome-terms", message: "terms" },
  "unknown-code": /*i18n*/ { id: "console.outcome-unknown-code", message: "unknown-code" },
  "unknown-batch": /*i18n*/ { id: "console.outcome-unknown-batch", message: "unknown-batch" },
  "unknown-order": /*i18n*/ { id: "console.outcome-unknown-order", message: "unknown-order" },
  ambiguous: /*i18n*/ { id: "console.outcome-ambiguous", message: "ambiguous" },
  expired: /*i18n*/ { id: "console.outcome-expired", message: "expired" },
  reset: /*i18n*/ { id: "console.outcome-reset", message: "reset done" },
  added: /*i18n*/ { id: "console.outcome-added", message: "added" },
  disabled: /*i18n*/ { id: "console.outcome-disabled", message: "disabled" },
  changed: /*i18n*/ { id: "console.outcome-changed", message: "changed" },
  set: /*i18n*/ { id: "console.outcome-set", message: "set" },
  refunded: /*i18n*/ { id: "console.outcome-refunded", message: "refunded" },
  "not-refundable": /*i18n*/ { id: "console.outcome-not-refundable", message: "not-refundable" },
  sold: /*i18n*/ { id: "console.outcome-sold", message: "sold" },
  queued: /*i18n*/ { id: "console.outcome-queued", message: "queued" },
  "no-mail": /*i18n*/ { id: "console.outcome-no-mail", message: "no-mail" },
};

/** The words of an audit row's action and of its outcome, by the stored value. */
export const auditWords = { action: ACTIONS, outcome: OUTCOMES };
