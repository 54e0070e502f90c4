import type { Db } from "../../storage/Storage.ts";
import type { Mail } from "./MailTransport.ts";

/**
 * Inside the caller's transaction: the mail joins the outbox with what it is about (an order's
 * completion), so a crash between the two can never leave paid vouchers without their e-mail.
 * Delivery happens afterwards, from the outbox (Mailer.ts).
 */
export async function enqueueMail(q: Db, mail: Mail, now: number): Promise<number> {
  const { id } = await q
    .insertInto("mail_outbox")
    .values({
      ...{ created_at: now, public_id: mail.publicId, to_address: mail.to },
      ...{ subject: mail.subject, body: mail.body, html_body: mail.html ?? null },
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}
