import type { FastifyBaseLogger } from "fastify";
import type { Store } from "../../storage/Store.ts";
import type { Mail, MailTransport } from "./MailTransport.ts";

/**
 * The default transport: no mail server is reachable from the demo (or from a ship before it
 * is configured), so mail is kept in the database's mail_outbox table, and the log says where.
 */
export function outboxTransport(store: Store, now: () => number, log: FastifyBaseLogger): MailTransport {
  return {
    async send(mail: Mail) {
      const { id } = await store.db
        .insertInto("mail_outbox")
        .values({
          ...{ created_at: now(), public_id: mail.publicId, to_address: mail.to },
          ...{ subject: mail.subject, body: mail.body },
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      log.info(
        { outboxId: id, order: mail.publicId?.slice(0, 6) },
        `order e-mail kept in table mail_outbox of ${store.where}`,
      );
    },
  };
}
