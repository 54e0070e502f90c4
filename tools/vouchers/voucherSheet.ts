import type { BatchPrice, ZoneCalendar } from "../../server/operations.ts";
import { readableOn } from "../../schemas/readableOn.ts";
import { formatPrice } from "./formatPrice.ts";
import { type CardTerms, cardTexts, sheetLocales, staffWords } from "./sheetTexts.ts";
import { CARDS_PER_PAGE, sheetStyle } from "./sheetStyle.ts";
import { qrSymbol } from "./voucherQr.ts";
import type { ZoneBrand } from "./zoneBrand.ts";

export interface SheetCard {
  /** its number on the batch's first sheet, kept on a reprint so the desk can match them */
  serial: number;
  code: string;
}

export interface SheetInput {
  brand: ZoneBrand;
  cards: SheetCard[];
  /** how many the batch has (a reprint may leave revoked ones out) */
  batchSize: number;
  terms: CardTerms;
  /** the batch's id, printed on every card so the desk can tell batches apart */
  batch: string;
  mintedAt: number;
  calendar: ZoneCalendar;
  /** the address printed on every card, and what its QR code opens */
  portalUrl: string;
  price: BatchPrice | null;
  /** "reprint": said in the header line */
  reprintedAt?: number;
}

const html = (text: unknown) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
// two groups of four read back more easily; the gap is spacing, not a character, so copying gives the code
const grouped = (code: string) =>
  code.length > 4 ? `<span>${code.slice(0, 4)}</span><span>${code.slice(4)}</span>` : `<span>${code}</span>`;
// what a person types: no scheme, no trailing slash; a long name may wrap after a dot or a slash
const shownAddress = (url: string) =>
  html(url.replace(/^https?:\/\//i, "").replace(/\/$/, "")).replace(/([./])/g, "$1<wbr>");

function card(input: SheetInput, { code, serial }: SheetCard): string {
  const { brand } = input;
  const locales = sheetLocales(brand.locales);
  // the last day to activate, with the terms, in every language the card speaks
  const texts = locales.map((l) => ({
    locale: l,
    ...cardTexts(l, input.terms, input.calendar),
  }));
  const logo = brand.logo ? `<span class="logo"><img src="${html(brand.logo)}" alt=""></span>` : "";
  const price = input.price ? `${html(formatPrice(input.price, locales[0] ?? "en"))} · ` : "";
  const staff = staffWords(locales[0] ?? "en");
  return `<article class="card">
<header>${logo || `<span class="brand">${html(brand.name)}</span>`}<span class="zone">${html(brand.zoneName)}</span><span class="titles">${texts
    .map((t) => `<span lang="${t.locale}">${html(t.title)}</span>`)
    .join("")}</span></header>
<div class="top"><p class="code" aria-label="${html(code)}">${grouped(html(code))}</p><svg class="qr" role="img" aria-label="${html(input.portalUrl)}"><use href="#portal-qr"/></svg></div>
<p class="where">${[brand.wifiName && `Wi-Fi <b>${html(brand.wifiName)}</b>`, shownAddress(input.portalUrl)].filter(Boolean).join(" · ")}</p>
<ul class="how">${texts
    .map(
      (t) =>
        `<li lang="${t.locale}"><b>${html([t.terms, t.validUntil].filter(Boolean).join(" · "))}</b> — ${html(t.howTo)}</li>`,
    )
    .join("")}</ul>
<footer><span>${html(brand.name)}</span><span>${price}${html(staff.number)} ${serial}/${input.batchSize} · ${html(input.batch)}</span></footer>
</article>`;
}

/** A printable A4 sheet, ten cut-out cards a page, in the zone's colours and languages. */
export function voucherSheet(input: SheetInput): string {
  const { brand, calendar } = input;
  const pages: SheetCard[][] = [];
  for (let i = 0; i < input.cards.length; i += CARDS_PER_PAGE)
    pages.push(input.cards.slice(i, i + CARDS_PER_PAGE));
  // the sheet's language (its <html lang>): the cards' first, and the desk's lines are in it too
  const lang = sheetLocales(brand.locales)[0] ?? "en";
  const first = cardTexts(lang, input.terms, calendar);
  const staff = staffWords(lang);
  const when =
    input.reprintedAt === undefined
      ? `${staff.minted} ${calendar.minute(input.mintedAt)}`
      : `${staff.minted} ${calendar.minute(input.mintedAt)}, ${staff.reprinted} ${calendar.minute(input.reprintedAt)}`;
  const body = pages
    .map(
      (cards, p) => `<section class="page">
<div class="meta"><span>${html(brand.name)} · ${html(brand.zoneName)} · ${html(first.terms)}</span><span>${html(staff.batch)} ${html(input.batch)} · ${html(when)} (${html(calendar.timeZone)}) · ${html(staff.page(p + 1, pages.length))}</span></div>
<div class="grid">${cards.map((c) => card(input, c)).join("\n")}</div>
</section>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="${html(lang)}"><head><meta charset="utf-8">
<title>${html(`${brand.name} ${brand.zoneName} ${staff.vouchers} ${input.batch}`)}</title>
<style>${sheetStyle(brand.primary, readableOn(brand.primary))}</style></head>
<body><svg class="defs" aria-hidden="true">${qrSymbol("portal-qr", input.portalUrl)}</svg>
<p class="screen-note">${html(staff.printNote(input.cards.length, brand.zoneName, brand.name))}</p>
${body}
</body></html>
`;
}
