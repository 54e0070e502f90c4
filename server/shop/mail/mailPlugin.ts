import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Mailer } from "./Mailer.ts";
import type { MailTransport } from "./MailTransport.ts";
import { keptInOutbox, type MailQueue } from "./MailQueue.ts";
import { DEFAULT_MAIL_POLICY, type MailPolicy } from "./mailPolicy.ts";
import { type OrderMailComposer, orderMailComposer } from "./orderMailComposer.ts";
import { queuedMail } from "./outboxMail.ts";
import { type EnvOption, ownSection } from "../../env/ownSection.ts";
import { readMailEnv } from "./readMailEnv.ts";

declare module "fastify" {
  interface FastifyInstance {
    // order e-mail: the outbox, delivered over SMTP when SMTP_URL is set
    mail: MailQueue;
    // the delivery, started on the server that runs the periodic jobs; none: the outbox keeps it
    mailer: Mailer | undefined;
    // writes an order's e-mail: the buyer's language, the ship's and operator's names, PUBLIC_URL
    orderMail: OrderMailComposer;
    // mail waiting in the outbox (GET /metrics)
    queuedMail(): Promise<number>;
    // the SMTP server mail goes to (the start line says it); undefined: the outbox, or a transport of a test's own
    mailSmtpUrl: string | undefined;
  }
}

export interface MailPluginOptions {
  // SMTP_URL, MAIL_FROM: smtp://user:password@host:587 (STARTTLS required unless the URL says
  // ?requireTLS=false) or smtps://…:465; `ca`: SMTP_CA_FILE's PEM, the authority a private mail
  // server's certificate is signed by; unset (and no transport): mail stays in the mail_outbox table
  smtp?: { url: string; from: string; ca?: string };
  // delivers the outbox instead of SMTP (tests record mail here)
  transport?: MailTransport;
  // tries, delays and the retry timer of mail delivery (default shop/mail/mailPolicy.ts)
  policy?: Partial<MailPolicy>;
}

/** The order e-mail: sent over SMTP when SMTP_URL is set (the mailer, closed with the app), else kept in the outbox. */
async function mailPlugin(app: FastifyInstance, options: MailPluginOptions & EnvOption): Promise<void> {
  // its own section of the environment, under what the composition or a test hands it
  const o = ownSection(options, readMailEnv);
  // nodemailer loaded only when there is SMTP to send to: a tenth of a CPU-second of every start
  const smtp = o.smtp;
  const transport =
    o.transport ??
    (smtp ? (await import("./smtpTransport.ts")).smtpTransport(smtp.url, smtp.from, smtp.ca) : undefined);
  const mailer = transport
    ? new Mailer({
        ...{ store: app.storage, transport, now: app.now, log: app.log, metrics: app.metrics },
        policy: { ...DEFAULT_MAIL_POLICY, ...o.policy },
      })
    : undefined;
  app.decorate("mailer", mailer);
  app.decorate("mailSmtpUrl", o.transport ? undefined : o.smtp?.url);
  app.decorate("mail", mailer ?? keptInOutbox(app.storage.where, app.log));
  app.decorate("orderMail", orderMailComposer(app.zones, app.publicUrl));
  app.decorate("queuedMail", () => queuedMail(app.storage));
  app.addHook("onClose", async () => {
    await mailer?.close();
  });
}

export default fp(mailPlugin, { name: "gangway-mail", dependencies: ["gangway-zones", "gangway-metrics"] });
