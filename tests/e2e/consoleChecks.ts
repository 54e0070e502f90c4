import { readFile } from "node:fs/promises";
import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { expectNoAxeViolations } from "./fleet/a11y.ts";
import { expectNoHtmlcsErrors } from "./fleet/htmlcs.ts";
import { words } from "./passengerWords.ts";
import { screenshotsWanted } from "./screenshotsWanted.ts";

export type Locale = "en" | "sv";

/** A console text as the page shows it in `locale`, its placeholders filled. */
export const said = (locale: Locale, id: string, values: Record<string, string> = {}) =>
  words(locale, `console.${id}`).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);

/** A device's card in the console, in `locale`. */
export const cardUrl = (zone: string, mac: string, locale: Locale) =>
  `/console/device?${new URLSearchParams({ zone, mac, lang: locale })}`;

/** axe and HTML_CodeSniffer find nothing, nothing scrolls sideways; a screenshot to look at on request. */
export async function checked(page: Page, info: TestInfo, name: string) {
  await expectNoAxeViolations(page, name);
  await expectNoHtmlcsErrors(page, name, info);
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(scroll, name).toBeLessThanOrEqual(0);
  if (screenshotsWanted) await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
}

/**
 * Each locale's flow runs once, at one of the two widths a console page is checked at (a phone's,
 * a desk's screen): each width still sees a whole flow, in one of the locales, and every page the
 * flow checks is checked at both widths in both locales (checkedAtBoth). A test per locale and
 * width ran every flow, its sign-in and its page loads twice only to check the pages at the
 * second width (issue 45).
 */
export const FLOWS = [
  { locale: "en", width: 360 },
  { locale: "sv", width: 1280 },
] as const satisfies { locale: Locale; width: number }[];

const WIDTHS = FLOWS.map((f) => f.width);

/**
 * `checked` at both widths on the one document: at the page's own width, then resized to the other
 * and back (the console's pages are drawn on the server and run no script: a resize relays out the
 * same page a reload at that width would draw).
 */
export async function checkedAtBoth(page: Page, info: TestInfo, name: string) {
  const size = page.viewportSize() ?? { width: FLOWS[0].width, height: 900 };
  for (const width of [size.width, ...WIDTHS.filter((w) => w !== size.width)]) {
    if (width !== page.viewportSize()?.width) await page.setViewportSize({ ...size, width });
    await checked(page, info, `${name}-${width}`);
  }
  await page.setViewportSize(size);
}

/**
 * The device's card until a gateway's accounting says it is online (the Disconnect's answer then
 * comes from that gateway).
 */
export async function untilOnline(page: Page, url: string, locale: Locale) {
  const online = page
    .locator("dt", { hasText: said(locale, "online") })
    .locator("xpath=following-sibling::dd[1]");
  await expect
    .poll(async () => {
      await page.goto(url);
      return online.textContent();
    })
    .not.toBe(said(locale, "offline"));
}

/**
 * The audit trail in `locale`, filtered to this account: the action's row on its target, with its
 * outcome, both in the reader's words (server/console/auditWords.ts; the CSV keeps the raw values).
 */
export async function expectAudited(
  page: Page,
  locale: Locale,
  who: string,
  rows: [action: string, target: string, outcome: string][],
) {
  await page.goto(`/console/audit?${new URLSearchParams({ who, lang: locale })}`);
  for (const [action, target, outcome] of rows) {
    const row = auditRows(page, locale, action).filter({
      has: page.getByRole("cell", { name: target, exact: true }),
    });
    await expect(row, `${action} ${target}`).toHaveCount(1);
    // the outcome is the row's last cell
    await expect(row.getByRole("cell").last()).toHaveText(said(locale, `outcome-${outcome}`));
  }
}

/** The audit page's rows of one action, found by the action's word in `locale`. */
export const auditRows = (page: Page, locale: Locale, action: string) =>
  page
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: said(locale, `action-${action}`), exact: true }) });

// RFC 4180 as the console writes it (server/console/toCsv.ts): every cell quoted, "" a quote mark
// inside one, lines ended by CRLF
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (!quoted && (c === "," || c === "\r")) {
      row.push(cell);
      cell = "";
      if (c === "\r") {
        rows.push(row);
        row = [];
        i++;
      }
    } else cell += c;
  }
  return rows;
}

/**
 * The CSV a link downloads, as the browser saves it (Playwright's download event): its file name
 * and its rows as objects keyed by the header, which is checked to be `head`.
 */
export async function downloadCsv(page: Page, link: Locator, head: string[]) {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const [header, ...rows] = parseCsv(await readFile(await download.path(), "utf8"));
  expect(header, download.suggestedFilename()).toEqual(head);
  return {
    file: download.suggestedFilename(),
    rows: rows.map((cells) => Object.fromEntries(head.map((k, i) => [k, cells[i] ?? ""]))),
  };
}
