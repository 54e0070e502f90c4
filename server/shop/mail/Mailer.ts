import type { FastifyBaseLogger } from "fastify";
import type { Metrics } from "../../metrics/Metrics.ts";
import type { Storage } from "../../storage/Storage.ts";
import type { MailQueue } from "./MailQueue.ts";
import type { MailTransport } from "./MailTransport.ts";
import { describeFailure, type MailPolicy, nextTry, type SendFailure } from "./mailPolicy.ts";
import { claimDueMail, markFailed, markRetry, markSent, type OutboxMail } from "./outboxMail.ts";

export interface MailerDeps {
  store: Storage;
  transport: MailTransport;
  now: () => number;
  log: FastifyBaseLogger;
  metrics: Metrics;
  policy: MailPolicy;
}

// mail claimed per round trip to the database
const BATCH = 20;
// how long a closing server waits for the mail it is sending (main.ts gives a shutdown 5 s in all)
const CLOSE_WAIT_MS = 2000;

/**
 * Delivers the outbox: a mail is sent as soon as its order completes (queued), and one that failed
 * is tried again after growing delays (mailPolicy.ts) by the leader's timer (start), until it is
 * sent or given up. Every outcome is logged and counted; the outbox row says where each mail is.
 */
export class Mailer implements MailQueue {
  readonly #deps: MailerDeps;
  #running: Promise<void> | undefined;
  #again = false;
  #closed = false;

  constructor(deps: MailerDeps) {
    this.#deps = deps;
  }

  queued(): void {
    void this.deliverDue();
  }

  /** Sends every mail that is due now; joins a round under way (and has it look once more). */
  deliverDue(): Promise<void> {
    if (this.#closed) return Promise.resolve();
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    const run = async () => {
      try {
        do {
          this.#again = false;
          await this.#round();
        } while (this.#again && !this.#closed);
      } catch (err) {
        this.#deps.log.error({ err }, "mail delivery round failed");
      } finally {
        this.#running = undefined;
      }
    };
    this.#running = run();
    return this.#running;
  }

  /** The retry timer (on the cluster's leader); the backlog is looked at once now. Returns its stop. */
  start(): () => void {
    void this.deliverDue();
    const timer = setInterval(() => void this.deliverDue(), this.#deps.policy.pollMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  /**
   * No new round; the one under way finishes the mail it is sending, for at most CLOSE_WAIT_MS (a
   * mail server that hangs must not hold a shutdown past its guard). A mail cut off there stays held
   * by its lease and is sent again after it: perhaps twice, never lost.
   */
  async close(): Promise<void> {
    this.#closed = true;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, CLOSE_WAIT_MS);
      timer.unref();
    });
    await Promise.race([this.#running, waited]);
    clearTimeout(timer);
    await this.#deps.transport.close?.();
  }

  async #round(): Promise<void> {
    const { store, now, policy } = this.#deps;
    for (;;) {
      const due = await claimDueMail(store, now(), policy.leaseMs, BATCH);
      if (due.length === 0) return;
      for (const mail of due) {
        if (this.#closed) return;
        await this.#deliver(mail);
      }
    }
  }

  async #deliver(mail: OutboxMail): Promise<void> {
    const { store, transport, now, log, metrics, policy } = this.#deps;
    const about = { outboxId: mail.id, order: mail.publicId?.slice(0, 6), attempts: mail.attempts };
    if (now() - mail.createdAt > policy.maxAgeMs) {
      await markFailed(store, mail.id, now(), "not delivered within a day of its order");
      metrics.mail("failed");
      log.error(about, "order e-mail given up: older than a day, not sent");
      return;
    }
    try {
      await transport.send(mail);
    } catch (err) {
      const failure = err as SendFailure;
      const reason = describeFailure(failure);
      const next = nextTry(mail.attempts, failure, policy);
      if (next.giveUp) {
        await markFailed(store, mail.id, now(), reason);
        metrics.mail("failed");
        log.error({ ...about, reason }, "order e-mail failed for good: kept in mail_outbox, not sent");
      } else {
        await markRetry(store, mail.id, now() + next.delayMs, reason);
        metrics.mail("retry");
        log.warn(
          { ...about, reason, retryInSeconds: Math.round(next.delayMs / 1000) },
          "order e-mail not delivered, trying again later",
        );
      }
      return;
    }
    await markSent(store, mail.id, now());
    metrics.mail("sent");
    log.info(about, "order e-mail sent");
  }
}
