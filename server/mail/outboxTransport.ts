import type { FastifyBaseLogger } from "fastify";
import type { OrderStorage } from "../storage/OrderStorage.ts";
import type { Mail, MailTransport } from "./MailTransport.ts";

/**
 * The default transport: no mail server is reachable from the demo (or from a ship before it
 * is configured), so mail is kept in the database's mail_outbox table, and the log says where.
 */
export function outboxTransport(
  orders: OrderStorage,
  now: () => number,
  log: FastifyBaseLogger,
  where: string,
): MailTransport {
  return {
    async send(mail: Mail) {
      const id = await orders.writeOutbox({ ...mail, createdAt: now() });
      log.info(
        { outboxId: id, order: mail.publicId?.slice(0, 6) },
        `order e-mail kept in table mail_outbox of ${where}`,
      );
    },
  };
}
