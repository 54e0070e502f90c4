import type { FastifyBaseLogger } from "fastify";

// what the order's flow tells once its e-mail is in the outbox (completePayment wrote it there)
export interface MailQueue {
  queued(id: number, publicId: string | null): void;
}

/**
 * Without SMTP_URL (the demo, or a ship not yet configured) mail stays in the outbox, and the log
 * says where; setting SMTP_URL later delivers what is younger than a day (mailPolicy.ts).
 */
export function keptInOutbox(where: string, log: FastifyBaseLogger): MailQueue {
  return {
    queued(id, publicId) {
      log.info(
        { outboxId: id, order: publicId?.slice(0, 6) },
        `order e-mail kept in table mail_outbox of ${where} (no SMTP_URL)`,
      );
    },
  };
}
