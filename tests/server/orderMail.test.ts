import { afterEach, describe, expect, it } from "vitest";
import { scaled } from "../timeoutFactor.ts";
import { logLines, within } from "./helpers/logLines.ts";
import { CARDS, CUSTOMER, pay, waitForVouchers } from "./helpers/shop.ts";
import { startTestSmtp, type TestSmtp } from "./helpers/smtpServer.ts";
import { startApp, type TestApp } from "./helpers/testApp.ts";

const SWIFT = "jw-swift-demo";
const PORTAL = "http://portal.jetwave.example";
const FROM = "JetWave Wi-Fi <wifi@jetwave.example>";

// the order e-mail in the buyer's language, delivered to a real SMTP server and parsed by mailparser
describe("the order e-mail", () => {
  let t: TestApp | undefined;
  let smtp: TestSmtp | undefined;
  afterEach(async () => {
    await t?.close();
    await smtp?.close();
    [t, smtp] = [undefined, undefined];
  });

  // a purchase as the portal makes it: its own language as Accept-Language (engine/api/postCheckoutNets.ts)
  async function buy(
    email: string,
    items: { id: number; amount: number }[],
    headers: Record<string, string>,
  ) {
    const app = t as TestApp;
    const res = await app.app.inject({
      method: "POST",
      url: "/api/v1/store/order/checkout/nets",
      headers: {
        "x-zone-public-id": SWIFT,
        "idempotency-key": `key-${email.replace(/\W/g, "-")}`,
        ...headers,
      },
      payload: { ...CUSTOMER, email, items },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await pay(app, res.json().paymentId, CARDS.success)).statusCode).toBe(200);
    const vouchers = await waitForVouchers(app, res.json().publicId);
    const mail = await within((smtp as TestSmtp).waitFor(email), scaled(10_000), `the mail to ${email}`);
    return { mail, vouchers, publicId: res.json().publicId as string };
  }

  it("speaks the buyer's language, names the ship, the operator and the portal, and gives each voucher's terms", async () => {
    smtp = await startTestSmtp();
    t = await startApp({
      mail: { smtp: { url: smtp.url, from: FROM } },
      http: { publicUrl: PORTAL, logger: logLines().logger },
    });
    // a Swedish buyer on an en/sv/el ship: one hour (2.5 Mbit/s) and a crossing (500 MB, 4 hours)
    const sv = await buy(
      "ada.sv@example.org",
      [
        { id: 11, amount: 1 },
        { id: 12, amount: 1 },
      ],
      { "accept-language": "sv-SE,sv;q=0.9,en;q=0.5" },
    );
    const [hour, crossing] = sv.vouchers;
    expect(sv.mail.subject).toBe("Dina wifi-kuponger för Swift");
    const text = sv.mail.text;
    expect(text).toContain("Hej Ada,");
    expect(text).toContain("Tack för att du köpte wifi ombord på Swift från JetWave. Dina kuponger:");
    expect(text).toContain(`  ${hour?.code}  1 timme: `);
    expect(text).toContain(
      "1 timme från första aktiveringen · obegränsad data · på 1 enhet · upp till 20 Mbit/s",
    );
    expect(text).toContain(`  ${crossing?.code}  `);
    expect(text).toContain(
      "4 timmar från första aktiveringen · 500 MB data · på 1 enhet · upp till 20 Mbit/s",
    );
    // the portal's words for its button, the ship's network, the portal's public address
    expect(text).toContain(
      "anslut till wifi-nätverket JetWave Swift ombord, öppna wifi-portalen, välj ”Aktivera kupong” och ange en kod.",
    );
    expect(text).toContain(`Wifi-portalen: ${PORTAL}`);
    expect(text).toContain(`Orderreferens: ${sv.publicId.slice(0, 8)}`);
    expect(text).toContain("JetWave, ombord på Swift");
    expect(text).not.toMatch(/Hello|Your|hour\b/);
    // the HTML part: the same words, the document's language, the codes, the portal as a link
    const html = sv.mail.html ?? "";
    expect(html).toMatch(/^<!doctype html><html lang="sv">/);
    expect(html).toContain(`>${hour?.code}</strong>`);
    expect(html).toContain("upp till 20 Mbit/s");
    expect(html).toContain(`<a href="${PORTAL}">${PORTAL}</a>`);

    // a Greek buyer; a buyer whose language the ship does not offer gets the ship's first
    const el = await buy("ada.el@example.org", [{ id: 11, amount: 2 }], { "accept-language": "el" });
    expect(el.mail.subject).toBe("Τα κουπόνια Wi-Fi σας για το Swift");
    expect(el.mail.text).toContain("1 ώρα από την πρώτη ενεργοποίηση · απεριόριστα δεδομένα · σε 1 συσκευή");
    expect(el.mail.text).toContain("«Ενεργοποίηση κουπονιού»");
    const de = await buy("ada.de@example.org", [{ id: 11, amount: 1 }], { "accept-language": "de-DE" });
    expect(de.mail.subject).toBe("Your Wi-Fi vouchers for Swift");
    expect(de.mail.text).toContain(
      "1 hour from the first activation · unlimited data · on 1 device · up to 20 Mbit/s",
    );
    expect(de.mail.text).toContain("choose “Activate voucher” and enter a code.");
  });

  it("takes the language chosen in the browser (gw-lang) when the request names none, and escapes the buyer's name", async () => {
    smtp = await startTestSmtp();
    t = await startApp({ mail: { smtp: { url: smtp.url, from: FROM } } });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/store/order/checkout/nets",
      headers: { "x-zone-public-id": SWIFT, cookie: "gw-lang=sv" },
      payload: {
        ...CUSTOMER,
        firstName: "<b>Ada</b>",
        email: "ada.cookie@example.org",
        items: [{ id: 11, amount: 1 }],
      },
    });
    expect((await pay(t, res.json().paymentId, CARDS.success)).statusCode).toBe(200);
    const mail = await within(smtp.waitFor("ada.cookie@example.org"), scaled(10_000), "the mail");
    expect(mail.subject).toBe("Dina wifi-kuponger för Swift");
    expect(mail.text).toContain("Hej <b>Ada</b>,");
    expect(mail.html).toContain("Hej &lt;b&gt;Ada&lt;/b&gt;,");
    // without PUBLIC_URL the mail names no address (the ship's gateway brings the device to the portal)
    expect(mail.text).not.toMatch(/Wifi-portalen: /);
  });
});
