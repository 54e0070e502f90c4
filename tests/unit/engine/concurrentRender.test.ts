import { readEntry } from "../../../engine/boot/readEntry.ts";
import { i18n as globalI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import type { Session, Settings } from "../../../engine/api/types.ts";
import { type PageInput, renderPage } from "../../../engine/ssr/renderPage.tsx";
import type { Zone } from "../../../engine/api/Zone.ts";
import { loadZoneSnapshot } from "../../../server/zones/loadZoneSnapshot.ts";
import { readCatalog } from "../../../tools/i18n/readCatalog.ts";
import { session } from "../flows/sessions.ts";

const ZONE_ID = "gn-premium-demo";
const LOCALES = ["en", "sv", "el"] as const;
type Locale = (typeof LOCALES)[number];

// what Lingui's process-wide instance says if anything reads it while a page is drawn
const GLOBAL_TEXT = "said by the global i18n";

// the start page (in the main bundle), the voucher page (its widgets in a lazy chunk: a render
// waits for it midway while the others go on) and the status page of a device with a session
// (numbers formatted in the page's locale; no end time, so nothing depends on the clock)
const PAGES: { path: string; session: Session | null }[] = [
  { path: "/", session: null },
  { path: "/login/voucher", session: null },
  {
    path: "/status",
    session: session({ endTime: null, bytesUsed: 1_234_567_890, byteLimit: 5_500_000_000 }),
  },
];

function zone(): Zone {
  const fleet = loadZoneSnapshot("manifests");
  const prefix = fleet.zones.find((z) => z.zoneId === ZONE_ID)?.zonePrefix;
  const manifest = prefix && fleet.layouts.get(prefix)?.manifest;
  if (!manifest) throw new Error(`${ZONE_ID} is not in manifests/`);
  return manifest as unknown as Zone;
}

// each locale's texts that no other locale shares (a name such as "English" or "Wi-Fi" tells nothing)
function ownTexts(): Record<Locale, Set<string>> {
  const catalogs = LOCALES.map((locale) => readCatalog(locale));
  const texts = LOCALES.map(() => new Set<string>());
  for (const id of catalogs[0]?.keys() ?? []) {
    const values = catalogs.map((catalog) => catalog.get(id) ?? "");
    values.forEach((value, i) => {
      const plain = value.length >= 4 && !/[{}<>]/.test(value);
      if (plain && values.filter((v) => v === value).length === 1) texts[i]?.add(value);
    });
  }
  return Object.fromEntries(LOCALES.map((locale, i) => [locale, texts[i]])) as Record<Locale, Set<string>>;
}

// the page's text nodes, whole: a text of one locale may sit inside a longer one of another
function textNodes(html: string): string[] {
  const entities: Record<string, string> = {
    amp: "&",
    lt: "<",
    gt: ">",
    quot: '"',
    "#x27": "'",
    nbsp: "\u00a0",
  };
  return html
    .split(/<[^>]*>/)
    .map((text) => text.replace(/&(amp|lt|gt|quot|#x27|nbsp);/g, (_, name: string) => entities[name] ?? ""))
    .map((text) => text.trim())
    .filter(Boolean);
}

describe("pages drawn at the same time in different languages", () => {
  it("come back each wholly in its own language, 50 at once in en, sv and el, and no global i18n is read or switched", async () => {
    // Lingui's global instance in a language of its own, whose every text says where it came from
    const everyId = Object.fromEntries([...readCatalog("en").keys()].map((id) => [id, [GLOBAL_TEXT]]));
    globalI18n.loadAndActivate({ locale: "global", messages: everyId });
    const theZone = zone();
    const problems: unknown[] = [];
    const input = (i: number): PageInput & { locale: Locale } => {
      const locale = LOCALES[i % LOCALES.length] as Locale;
      const page = PAGES[Math.floor(i / LOCALES.length) % PAGES.length] as (typeof PAGES)[number];
      return {
        path: page.path,
        search: "",
        entry: readEntry({}),
        query: { mac: "02:00:00:00:00:01", zoneId: ZONE_ID, retryCount: 0 },
        payload: {
          zoneId: ZONE_ID,
          mac: "02:00:00:00:00:01",
          zonePrefix: theZone.zonePrefix,
          settings: { zonePrefix: theZone.zonePrefix, zoneId: ZONE_ID } as Settings,
          session: page.session,
          images: {},
          opens: [],
          now: Date.now(),
        },
        zone: theZone,
        locale,
        origin: "http://portal.test",
        userAgent: "Mozilla/5.0",
        onError: (error) => problems.push(error),
      };
    };
    // each page alone first: what it looks like with nothing drawn beside it
    const alone = new Map<string, string>();
    for (let i = 0; i < LOCALES.length * PAGES.length; i++) {
      const page = input(i);
      alone.set(`${page.path} in ${page.locale}`, (await renderPage(page)).html);
    }

    const inputs = Array.from({ length: 50 }, (_, i) => input(i));
    const pages = await Promise.all(inputs.map((page) => renderPage(page)));

    const texts = ownTexts();
    pages.forEach((rendered, i) => {
      const { locale, path } = inputs[i] as PageInput & { locale: Locale };
      const where = `${path} in ${locale}`;
      expect(rendered.locale, where).toBe(locale);
      // the language switcher names the page's locale as the chosen one
      expect(rendered.html, where).toContain(`<option value="${locale}" lang="${locale}" selected=""`);
      const nodes = textNodes(rendered.html);
      expect(nodes.filter((node) => texts[locale].has(node)).length, where).toBeGreaterThanOrEqual(3);
      for (const other of LOCALES.filter((l) => l !== locale))
        expect(
          nodes.filter((node) => texts[other].has(node)),
          `${where}: texts in ${other}`,
        ).toEqual([]);
      expect(rendered.html, where).not.toContain(GLOBAL_TEXT);
      expect(rendered.html, where).toBe(alone.get(where));
    });
    expect(problems).toEqual([]);
    // no page switched the process's instance to its language
    expect(globalI18n.locale).toBe("global");
  });
});
