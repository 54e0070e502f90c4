import nodemailer from "nodemailer";
import type { MailTransport } from "./MailTransport.ts";

/**
 * Order e-mail over SMTP (nodemailer): SMTP_URL names the server, smtp://user:password@host:587
 * (STARTTLS when the server offers it; `?requireTLS=true` insists) or smtps://…:465 (TLS from the
 * start), and MAIL_FROM the sender. Timeouts are short: a try that hangs is a failed try, and the
 * outbox tries it again later. One connection per mail: order mail is rare, and nothing is held open.
 */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      // the address as kept (validateOrder let only a plain one in), never parsed again: a string
      // would go through nodemailer's address parser, which reads "a<b@c>" as b@c
      const to = { name: "", address: mail.to };
      await transporter.sendMail({ from, to, subject: mail.subject, text: mail.body });
    },
    async close() {
      transporter.close();
    },
  };
}
