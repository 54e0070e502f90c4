import type { FastifyBaseLogger } from "fastify";
import type { BuildAppOptions } from "../BuildAppOptions.ts";
import { Mailer } from "../shop/mail/Mailer.ts";
import { keptInOutbox, type MailQueue } from "../shop/mail/MailQueue.ts";
import { DEFAULT_MAIL_POLICY } from "../shop/mail/mailPolicy.ts";
import { smtpTransport } from "../shop/mail/smtpTransport.ts";
import type { Metrics } from "../metrics/Metrics.ts";
import type { Storage } from "../storage/Storage.ts";

/** The order e-mail: sent over SMTP when SMTP_URL is set (the mailer), else kept in the outbox. */
export function shopMail(
  options: BuildAppOptions,
  deps: { storage: Storage; now: () => number; log: FastifyBaseLogger; metrics: Metrics },
): { mailer: Mailer | undefined; mail: MailQueue } {
  const transport =
    options.mail ??
    (options.smtp ? smtpTransport(options.smtp.url, options.smtp.from, options.smtp.ca) : undefined);
  const mailer = transport
    ? new Mailer({
        ...{ store: deps.storage, transport, now: deps.now, log: deps.log, metrics: deps.metrics },
        policy: { ...DEFAULT_MAIL_POLICY, ...options.mailPolicy },
      })
    : undefined;
  return { mailer, mail: mailer ?? keptInOutbox(deps.storage.where, deps.log) };
}
