import { afterEach, describe, expect, it, vi } from "vitest";
import { smtpTransport } from "../../server/shop/mail/smtpTransport.ts";
import { scaled } from "../timeoutFactor.ts";
import { within } from "./helpers/logLines.ts";
import { fromClient, productionOptions } from "./helpers/production.ts";
import { startTestSmtp, type TestSmtp } from "./helpers/smtpServer.ts";
import { CARDS, CUSTOMER, checkout, pay, readDb, SWIFT, waitForVouchers } from "./helpers/shop.ts";
import { clock, startApp, type TestApp } from "./helpers/testApp.ts";

// issue 33, finding 5: order mail went to the address nodemailer parsed out of what was stored:
// "shown<actual@evil.example>" to actual@evil.example, a group syntax to its member, so the mail
// left for another address than the order names (and an erasure by that address missed it)
const FROM = "Gangway Wi-Fi <wifi@gangway.example>";
const CRAFTED = ["shown<actual@evil.example>", "undisclosed:actual@evil.example;", '"ada"@example.com'];

describe("issue 33, finding 5: order mail goes to exactly the address the order keeps", () => {
  let t: TestApp | undefined;
  let smtp: TestSmtp | undefined;
  afterEach(async () => {
    await t?.close();
    await smtp?.close();
    t = undefined;
    smtp = undefined;
  });

  it("the store refuses an address a mail library would read as another (production configuration)", async () => {
    t = await startApp(productionOptions({ storage: { now: clock().now } }));
    for (const email of CRAFTED) {
      const res = await fromClient(t, "10.20.0.9", {
        method: "POST",
        url: "/api/v1/store/order/checkout/nets",
        zone: SWIFT,
        payload: { ...CUSTOMER, email, items: [{ id: 11, amount: 1 }] },
      });
      expect(res.statusCode, email).toBe(400);
      expect(res.json().message).toBe("email is not a valid e-mail address");
    }
    expect(readDb(t, "SELECT COUNT(*) AS n FROM orders")).toEqual([{ n: 0 }]);
  });

  it("mails a plain address to exactly it: the order, its mail and the envelope name one address", async () => {
    smtp = await startTestSmtp();
    t = await startApp({ mail: { smtp: { url: smtp.url, from: FROM } } });
    const ok = await checkout(t, {
      ...CUSTOMER,
      email: "ada.plain@example.org",
      items: [{ id: 11, amount: 1 }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await pay(t, ok.json().paymentId, CARDS.success)).statusCode).toBe(200);
    await waitForVouchers(t, ok.json().publicId);
    await within(smtp.waitFor("ada.plain@example.org"), scaled(10_000), "the voucher mail");
    expect(smtp.rcptTo).toEqual(["ada.plain@example.org"]);
    // an erasure by that address finds the order and its mail
    await vi.waitFor(
      () =>
        expect(readDb(t as TestApp, "SELECT to_address FROM mail_outbox WHERE sent_at IS NOT NULL")).toEqual([
          { to_address: "ada.plain@example.org" },
        ]),
      { timeout: scaled(5_000) },
    );
    expect(readDb(t, "SELECT email FROM orders")).toEqual([{ email: "ada.plain@example.org" }]);
  });

  it("sends a kept address as it is, never the address a parser reads out of it", async () => {
    smtp = await startTestSmtp();
    const transport = smtpTransport(smtp.url, FROM);
    try {
      for (const to of CRAFTED)
        await transport
          .send({ to, subject: "Your Wi-Fi vouchers", body: "codes", publicId: "p" })
          .catch(() => {});
    } finally {
      await transport.close?.();
    }
    // an address kept from before this rule is sent as it is, or not at all: never to its member
    expect(smtp.rcptTo.filter((address) => address.startsWith("actual@"))).toEqual([]);
    for (const address of smtp.rcptTo) expect(CRAFTED).toContain(address);
  });
});
