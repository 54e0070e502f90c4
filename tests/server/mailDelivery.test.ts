import { afterEach, describe, expect, it, vi } from "vitest";
import { scaled } from "../timeoutFactor.ts";
import { CARDS, CUSTOMER, checkout, pay, readDb, waitForVouchers } from "./helpers/shop.ts";
import { logLines, within } from "./helpers/logLines.ts";
import { startTestSmtp, type TestSmtp } from "./helpers/smtpServer.ts";
import { startApp, type TestApp } from "./helpers/testApp.ts";
import { privateCa } from "./helpers/privateCa.ts";
import { readMailEnv } from "../../server/shop/mail/readMailEnv.ts";

const FROM = "Gangway Wi-Fi <wifi@gangway.example>";
// delays short enough for a test, in the policy's shape: 3 tries, 50 then 100 ms apart
const FAST = { attempts: 3, firstDelayMs: 50, maxDelayMs: 100, pollMs: 25 };

interface OutboxRow {
  to_address: string;
  attempts: number;
  sent_at: number | null;
  failed_at: number | null;
  last_error: string | null;
}

describe("order e-mail over SMTP (SMTP_URL, MAIL_FROM), from the outbox", () => {
  let t: TestApp | undefined;
  let smtp: TestSmtp | undefined;
  const cleanups: (() => void)[] = [];
  afterEach(async () => {
    await t?.close();
    await smtp?.close();
    t = undefined;
    smtp = undefined;
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  async function buy(email: string) {
    const res = await checkout(t as TestApp, { ...CUSTOMER, email, items: [{ id: 11, amount: 1 }] });
    expect(res.statusCode, res.body).toBe(200);
    const { paymentId, publicId } = res.json();
    expect((await pay(t as TestApp, paymentId, CARDS.success)).statusCode).toBe(200);
    return { publicId, vouchers: await waitForVouchers(t as TestApp, publicId) };
  }
  const outbox = () => readDb<OutboxRow>(t as TestApp, "SELECT * FROM mail_outbox ORDER BY id");

  it("delivers the voucher mail to the SMTP server as the order completes", async () => {
    smtp = await startTestSmtp();
    const log = logLines();
    t = await startApp({ mail: { smtp: { url: smtp.url, from: FROM } }, http: { logger: log.logger } });
    const { vouchers } = await buy("ada.smtp@example.org");
    const mail = await within(smtp.waitFor("ada.smtp@example.org"), scaled(10_000), "the voucher mail");
    expect(mail.from).toBe('"Gangway Wi-Fi" <wifi@gangway.example>');
    expect(mail.subject).toBe("Your Wi-Fi vouchers for Swift");
    expect(mail.text).toContain(vouchers[0]?.code);
    expect(mail.text).toContain("Hello Ada,");
    await vi.waitFor(() => expect(outbox()[0]?.sent_at).not.toBeNull(), { timeout: scaled(5000) });
    expect(outbox()).toMatchObject([{ to_address: "ada.smtp@example.org", attempts: 1, failed_at: null }]);
    const sent = log.entries().find((e) => e.msg === "order e-mail sent");
    expect(sent).toMatchObject({ attempts: 1 });
    // the log names the mail by its outbox row and order, never by its address
    expect(JSON.stringify(log.entries())).not.toContain("ada.smtp@example.org");
  });

  it("tries a mail the server deferred (451) again after growing delays, until it is delivered", async () => {
    smtp = await startTestSmtp();
    smtp.deferNext(2);
    const log = logLines();
    t = await startApp({
      mail: { smtp: { url: smtp.url, from: FROM }, policy: FAST },
      http: { logger: log.logger },
    });
    await buy("ada.busy@example.org");
    await within(smtp.waitFor("ada.busy@example.org"), scaled(10_000), "the deferred mail");
    await vi.waitFor(() => expect(outbox()[0]?.sent_at).not.toBeNull(), { timeout: scaled(5000) });
    expect(outbox()[0]).toMatchObject({ attempts: 3, failed_at: null, last_error: null });
    const retries = log.entries().filter((e) => e.msg === "order e-mail not delivered, trying again later");
    expect(retries.map((e) => e.attempts)).toEqual([1, 2]);
    expect(retries[0]).toMatchObject({ level: 40, reason: "EMESSAGE DATA 451" });
    expect(smtp.received.filter((m) => m.to.includes("ada.busy@example.org"))).toHaveLength(1);
  });

  it("gives up at once on a recipient the server refuses for good (550), and says so in the log", async () => {
    smtp = await startTestSmtp();
    const log = logLines();
    t = await startApp({
      mail: { smtp: { url: smtp.url, from: FROM }, policy: FAST },
      http: { logger: log.logger },
    });
    await buy("nobody@refused.example");
    await vi.waitFor(() => expect(outbox()[0]?.failed_at).not.toBeNull(), { timeout: scaled(10_000) });
    expect(outbox()[0]).toMatchObject({ attempts: 1, sent_at: null, last_error: "EENVELOPE RCPT TO 550" });
    const failed = log.entries().find((e) => e.msg.startsWith("order e-mail failed for good"));
    expect(failed).toMatchObject({ level: 50, attempts: 1 });
  });

  it("gives up after the policy's tries when the mail server cannot be reached", async () => {
    // a port nothing listens on: the server closed it
    const gone = await startTestSmtp();
    await gone.close();
    const log = logLines();
    t = await startApp({
      mail: { smtp: { url: gone.url, from: FROM }, policy: FAST },
      http: { logger: log.logger },
    });
    await buy("ada.unreachable@example.org");
    await vi.waitFor(() => expect(outbox()[0]?.failed_at).not.toBeNull(), { timeout: scaled(10_000) });
    expect(outbox()[0]).toMatchObject({ attempts: 3, sent_at: null });
    expect(outbox()[0]?.last_error).toMatch(/^ESOCKET/);
    const retries = log.entries().filter((e) => e.msg === "order e-mail not delivered, trying again later");
    expect(retries).toHaveLength(2);
  });

  it("requires STARTTLS on smtp:// unless the URL allows clear text: a server without it gets nothing", async () => {
    // a real SMTP server that offers no STARTTLS, as a misconfigured relay on the ship's network does
    smtp = await startTestSmtp();
    const plain = smtp.url.replace("/?requireTLS=false", "");
    expect(plain).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    const log = logLines();
    t = await startApp({
      mail: { smtp: { url: plain, from: FROM }, policy: FAST },
      http: { logger: log.logger },
    });
    await buy("ada.clear@example.org");
    await vi.waitFor(() => expect(outbox()[0]?.failed_at).not.toBeNull(), { timeout: scaled(10_000) });
    // refused before any command that carries the mail, tried again, never sent in clear
    expect(smtp.received).toEqual([]);
    const reason =
      "ETLS STARTTLS 500 (the mail server did not upgrade to TLS (STARTTLS): use smtps://, or allow clear text with ?requireTLS=false)";
    expect(outbox()[0]).toMatchObject({ attempts: 3, sent_at: null, last_error: reason });
    const retry = log.entries().find((e) => e.msg === "order e-mail not delivered, trying again later");
    expect(retry).toMatchObject({ level: 40, reason });
    await t.close();
    // the URL's own opt-out (nodemailer's requireTLS=false) delivers it in clear
    t = await startApp({ mail: { smtp: { url: `${plain}/?requireTLS=false`, from: FROM }, policy: FAST } });
    await buy("ada.optout@example.org");
    await within(smtp.waitFor("ada.optout@example.org"), scaled(10_000), "the mail sent in clear");
  });

  it("a mail server whose certificate a private CA signed: ETLS with a hint until SMTP_CA_FILE names the CA, then delivered", async () => {
    const ca = privateCa();
    cleanups.push(ca.remove);
    // a real SMTP server offering STARTTLS with a certificate for 127.0.0.1 that no public CA signed
    smtp = await startTestSmtp(0, undefined, { key: ca.key, cert: ca.cert });
    const url = smtp.url.replace("/?requireTLS=false", "");
    const log = logLines();
    t = await startApp({ mail: { smtp: { url, from: FROM }, policy: FAST }, http: { logger: log.logger } });
    await buy("ada.private@example.org");
    await vi.waitFor(() => expect(outbox()[0]?.failed_at).not.toBeNull(), { timeout: scaled(10_000) });
    expect(smtp.received).toEqual([]);
    // not "ESOCKET CONN", which reads as a server that is down
    const reason = outbox()[0]?.last_error;
    expect(reason).toMatch(
      /^ETLS CONN \(the mail server's certificate is not trusted \((unable to verify the first certificate|unable to get local issuer certificate)\): give the CA that signed it in SMTP_CA_FILE \(a PEM file\), or NODE_EXTRA_CA_CERTS for the whole process\)$/,
    );
    const retry = log.entries().find((e) => e.msg === "order e-mail not delivered, trying again later");
    expect(retry).toMatchObject({ level: 40, reason });
    await t.close();
    // SMTP_CA_FILE, as the mail plugin reads its section (readMailEnv), trusts the CA: the mail goes, over TLS
    const smtpCa = readMailEnv({
      SMTP_URL: url,
      MAIL_FROM: "wifi@gangway.example",
      SMTP_CA_FILE: ca.caFile,
    }).smtp?.ca;
    t = await startApp({ mail: { smtp: { url, from: FROM, ca: smtpCa }, policy: FAST } });
    await buy("ada.trusted@example.org");
    await within(
      smtp.waitFor("ada.trusted@example.org"),
      scaled(10_000),
      "the mail over TLS to the private CA's server",
    );
  });

  it("without SMTP_URL keeps the mail in the outbox, unsent, and says where", async () => {
    const log = logLines();
    t = await startApp({ http: { logger: log.logger } });
    await buy("ada.kept@example.org");
    expect(outbox()).toMatchObject([{ to_address: "ada.kept@example.org", attempts: 0, sent_at: null }]);
    const kept = log.entries().find((e) => e.msg.startsWith("order e-mail kept in table mail_outbox"));
    expect(kept?.outboxId).toBe(1);
  });
});
