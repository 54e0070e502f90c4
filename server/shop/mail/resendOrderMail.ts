import type { Storage } from "../../storage/Storage.ts";
import { enqueueMail } from "./enqueueMail.ts";

export type ResendOutcome = { kind: "no-mail" } | { kind: "queued"; outboxId: number; to: string };

/**
 * The info desk sends an order's e-mail again (the passenger lost it, or it failed): its last mail,
 * as written then, queued anew; the mailer delivers it like any other (Mailer.ts). An erased or
 * anonymised order has no mail left to send.
 */
export function resendOrderMail(
  store: Storage,
  zoneId: string,
  publicId: string,
  now: number,
): Promise<ResendOutcome> {
  return store.transaction(async ({ q }) => {
    const last = await q
      .selectFrom("mail_outbox as m")
      .innerJoin("orders as o", "o.public_id", "m.public_id")
      .select(["m.to_address", "m.subject", "m.body", "m.html_body"])
      .where("m.public_id", "=", publicId)
      .where("o.zone_id", "=", zoneId)
      .where("o.anonymised_at", "is", null)
      .orderBy("m.id", "desc")
      .executeTakeFirst();
    if (!last) return { kind: "no-mail" } as const;
    const mail = {
      to: last.to_address,
      subject: last.subject,
      body: last.body,
      html: last.html_body,
      publicId,
    };
    const outboxId = await enqueueMail(q, mail, now);
    return { kind: "queued", outboxId, to: last.to_address } as const;
  });
}
