import nodemailer from "nodemailer";
import { certificateProblem } from "./certificateProblem.ts";
import type { MailTransport } from "./MailTransport.ts";
import { smtpSecurity } from "./smtpSecurity.ts";

/**
 * Order e-mail over SMTP (nodemailer): SMTP_URL names the server, smtp://user:password@host:587
 * (STARTTLS required: smtpSecurity) or smtps://…:465 (TLS from the start), and MAIL_FROM the
 * sender. Timeouts are short: a try that hangs is a failed try, and the outbox tries it again later.
 * One connection per mail: order mail is rare, and nothing is held open. A mail with an HTML part
 * goes as multipart/alternative, its text part first.
 */
export function smtpTransport(url: string, from: string, ca?: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    // SMTP_CA_FILE: the certificate authority a private mail server's certificate is signed by
    ...(ca ? { tls: { ca } } : {}),
    // the URL's own query (requireTLS=false) overrides this: nodemailer reads it over the options
    requireTLS: smtpSecurity(url) === "starttls",
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      // the address as kept (validateOrder let only a plain one in), never parsed again: a string
      // would go through nodemailer's address parser, which reads "a<b@c>" as b@c
      const to = { name: "", address: mail.to };
      try {
        await transporter.sendMail({
          ...{ from, to, subject: mail.subject, text: mail.body },
          ...(mail.html ? { html: mail.html } : {}),
        });
      } catch (error) {
        // an untrusted certificate is the configuration's to mend, not a server that is down
        const problem = certificateProblem(error);
        if (!problem) throw error;
        throw Object.assign(error as Error, {
          code: "ETLS",
          hint: `the mail server's certificate is not trusted (${problem}): give the CA that signed it in SMTP_CA_FILE (a PEM file), or NODE_EXTRA_CA_CERTS for the whole process`,
        });
      }
    },
    async close() {
      transporter.close();
    },
  };
}
