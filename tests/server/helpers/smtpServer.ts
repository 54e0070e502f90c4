import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  // the HTML part, when the mail has one
  html: string | null;
}

export interface TestSmtp {
  // smtp://127.0.0.1:<port>/?requireTLS=false, for SMTP_URL: this server offers no STARTTLS, and
  // SMTP_URL must say that clear text is allowed (server/shop/mail/smtpTransport.ts)
  url: string;
  port: number;
  received: ReceivedMail[];
  // every recipient the server was asked to take (RCPT TO), accepted or not: the envelope's, not the header's
  rcptTo: string[];
  // the next `n` messages are refused with 451 (try later), as a busy mail server does
  deferNext(n: number): void;
  // a mail arriving (already arrived or the next one) whose recipient matches
  waitFor(to: string): Promise<ReceivedMail>;
  close(): Promise<void>;
}

// the reply code an SMTPServer callback error carries to the client
const reply = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

const toReceived = (mail: ParsedMail): ReceivedMail => ({
  from: mail.from?.text ?? "",
  to: (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) =>
    a.value.map((v) => v.address ?? ""),
  ),
  subject: mail.subject ?? "",
  text: mail.text ?? "",
  html: typeof mail.html === "string" ? mail.html : null,
});

/**
 * A real SMTP server on loopback (smtp-server) that parses what it receives (mailparser): what the
 * order e-mail tests deliver to. Recipients at `refused.example` are refused for good (550).
 */
export async function startTestSmtp(
  port = 0,
  onMail?: (mail: ReceivedMail) => void,
  // offer STARTTLS with this certificate (a private CA's: helpers/privateCa.ts); unset: no STARTTLS
  tls?: { key: string; cert: string },
): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const rcptTo: string[] = [];
  const waiters: { to: string; done: (m: ReceivedMail) => void }[] = [];
  let deferred = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: tls ? ["AUTH"] : ["STARTTLS", "AUTH"],
    ...(tls ?? {}),
    logger: false,
    onRcptTo(address, _session, callback) {
      rcptTo.push(address.address);
      if (address.address.endsWith("@refused.example")) return callback(reply(550, "no such mailbox"));
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (deferred > 0) {
            deferred--;
            return callback(reply(451, "busy, try again later"));
          }
          const mail = toReceived(parsed);
          received.push(mail);
          onMail?.(mail);
          for (const w of waiters.filter((w) => mail.to.includes(w.to))) {
            waiters.splice(waiters.indexOf(w), 1);
            w.done(mail);
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actual}/?requireTLS=false`,
    port: actual,
    received,
    rcptTo,
    deferNext(n) {
      deferred = n;
    },
    waitFor(to) {
      const already = received.find((m) => m.to.includes(to));
      if (already) return Promise.resolve(already);
      return new Promise((done) => waiters.push({ to, done }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
