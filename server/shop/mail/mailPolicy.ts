import { DAY, HOUR, MINUTE } from "../../domain/time.ts";

export interface MailPolicy {
  // tries per mail, the first at once; then waits that double from firstDelayMs up to maxDelayMs
  attempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
  // a mail not delivered this long after it was written is given up (a backlog from before SMTP_URL)
  maxAgeMs: number;
  // how long one server holds a mail it is sending before another may try it (a crash mid-send)
  leaseMs: number;
  // how often the leader looks for mail whose next try is due
  pollMs: number;
}

// 10 tries over about three hours: 30 s, 1, 2, 4, 8, 16, 32 min, then hourly (a ship's link may be
// down for a while; the buyer has the codes on screen and in "load previous orders" meanwhile)
export const DEFAULT_MAIL_POLICY: MailPolicy = {
  attempts: 10,
  firstDelayMs: 30_000,
  maxDelayMs: HOUR,
  maxAgeMs: DAY,
  leaseMs: 2 * MINUTE,
  pollMs: 15_000,
};

// what nodemailer says of a failed try (NodemailerError): the SMTP command and whether the reply was final
export interface SendFailure {
  code?: string;
  command?: string;
  responseCode?: number;
  permanent?: boolean;
  // what to do about it, when the transport knows better than the code (an untrusted certificate)
  hint?: string;
}

export type NextTry = { giveUp: true } | { giveUp: false; delayMs: number };

/**
 * After a failed try (the attempts so far, counting this one): when to try again, or to give up.
 * A recipient or message the mail server refused for good (5xx to RCPT or DATA) is not tried
 * again; a refused login or sender, or an unreachable server, is the configuration's fault and is
 * retried, so mending SMTP_URL in time still delivers it.
 */
export function nextTry(attempts: number, failure: SendFailure, policy: MailPolicy): NextTry {
  const refused = failure.permanent === true && /^(RCPT|DATA)/i.test(failure.command ?? "");
  if (refused || attempts >= policy.attempts) return { giveUp: true };
  return { giveUp: false, delayMs: Math.min(policy.firstDelayMs * 2 ** (attempts - 1), policy.maxDelayMs) };
}

// what an operator does about a failure that is the configuration's (smtpTransport.ts)
const HINTS: Record<string, string> = {
  ETLS: "the mail server did not upgrade to TLS (STARTTLS): use smtps://, or allow clear text with ?requireTLS=false",
};

/** A failure in a few words for the outbox and the log: never the message, nor the address. */
export function describeFailure(failure: SendFailure & { message?: string }): string {
  const parts = [failure.code, failure.command, failure.responseCode].filter((p) => p !== undefined);
  const hint = failure.hint ?? (failure.code ? HINTS[failure.code] : undefined);
  return parts.length > 0 ? `${parts.join(" ")}${hint ? ` (${hint})` : ""}` : "send failed";
}
