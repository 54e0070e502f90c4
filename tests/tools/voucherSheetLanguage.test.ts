import { describe, expect, it } from "vitest";
import { zoneCalendar } from "../../server/operations.ts";
import { voucherSheet } from "../../tools/vouchers/voucherSheet.ts";

// Issue 40, a low: a sheet is in its zone's first language (<html lang>), and so is every line on
// it, the desk's too (the header line with the batch, the page count, the print note, "No.")
const sheet = (locales: string[], reprintedAt?: number) =>
  voucherSheet({
    brand: { name: "Skärgårdslinjen", primary: "#004a93", body: "#f7f7f7", locales, zoneName: "Tärnan" },
    cards: [{ serial: 1, code: "ABCD2345" }],
    batchSize: 1,
    terms: { durationMs: 86_400_000, byteLimit: null, maxDevices: 1, validUntil: null },
    batch: "20261128-1600",
    mintedAt: Date.UTC(2026, 10, 28, 16, 0),
    calendar: zoneCalendar({}),
    portalUrl: "https://portal.example/",
    price: null,
    ...(reprintedAt === undefined ? {} : { reprintedAt }),
  });
// the text a reader sees: tags dropped, entities left as they are
const staffLine = (html: string) =>
  /<div class="meta">([\s\S]*?)<\/div>/.exec(html)?.[1]?.replace(/<[^>]+>/g, " ");

describe("a voucher sheet's lines for the desk", () => {
  it("are Swedish on a Swedish sheet", () => {
    const html = sheet(["sv", "en"], Date.UTC(2026, 10, 29, 9, 30));
    expect(html).toContain('<html lang="sv">');
    expect(staffLine(html)).toMatch(
      /omgång 20261128-1600 · utfärdad 2026-11-28 16:00, omtryckt 2026-11-29 09:30 \(UTC\) · sida 1 av 1/,
    );
    expect(html).toContain("Nr 1/1 · 20261128-1600");
    expect(html).toContain("1 kuponger för Tärnan (Skärgårdslinjen). Skriv ut på A4");
    expect(html).toContain("<title>Skärgårdslinjen Tärnan kuponger 20261128-1600</title>");
    expect(html).not.toMatch(/\b(batch|minted|reprinted|page \d|vouchers for|No\.)\b/);
  });

  it("are Greek on a Greek sheet, and English on an English one", () => {
    expect(staffLine(sheet(["el", "en"]))).toMatch(/παρτίδα 20261128-1600 · εκδόθηκε .* · σελίδα 1 από 1/);
    expect(staffLine(sheet(["en", "sv"]))).toMatch(/batch 20261128-1600 · minted .* · page 1 of 1/);
  });
});
