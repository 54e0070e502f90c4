import type { I18n, MessageDescriptor } from "@lingui/core";
import { auditWords } from "./auditWords.ts";
import { WORDS } from "./consoleMessages.ts";

// each stored state the console shows, by what it describes: an order's status, its e-mail's, a
// ship-and-shore link's state and direction, an audit row's action and outcome
export type StateKind = "order" | "mail" | "link" | "direction" | "action" | "outcome";

const LABELS: Record<StateKind, Record<string, MessageDescriptor>> = {
  order: {
    creating: WORDS.orderCreating,
    pending: WORDS.orderPending,
    completed: WORDS.orderCompleted,
    failed: WORDS.orderFailed,
    cancelled: WORDS.orderCancelled,
    refunded: WORDS.orderRefunded,
  },
  mail: { sent: WORDS.mailSent, queued: WORDS.mailQueued, failed: WORDS.mailFailed, none: WORDS.mailNone },
  link: { up: WORDS.linkUp, down: WORDS.linkDown, lost: WORDS.linkLost, unknown: WORDS.linkUnknown },
  direction: { "ship-to-shore": WORDS.shipToShore, "shore-to-ship": WORDS.shoreToShip },
  ...auditWords,
};

/** A stored state as the reader's word for it; one this console does not know yet, as stored. */
export function stateLabel(t: I18n, kind: StateKind, state: string): string {
  const word = Object.hasOwn(LABELS[kind], state) ? LABELS[kind][state] : undefined;
  return word ? t._(word) : state;
}
