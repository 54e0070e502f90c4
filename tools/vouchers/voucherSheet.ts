import { readableOn } from "../../schemas/readableOn.ts";
import { type CardTerms, cardTexts, sheetLocales } from "./sheetTexts.ts";
import { CARDS_PER_PAGE, sheetStyle } from "./sheetStyle.ts";
import type { ZoneBrand } from "./zoneBrand.ts";

export interface SheetInput {
  brand: ZoneBrand;
  zoneId: string;
  zonePrefix: string;
  codes: string[];
  terms: CardTerms;
  /** the batch's name, printed on every card so the desk can tell batches apart */
  batch: string;
  mintedAt: number;
}

const html = (text: unknown) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
// two groups of four read back more easily; the gap is spacing, not a character, so copying gives the code
const grouped = (code: string) =>
  code.length > 4 ? `<span>${code.slice(0, 4)}</span><span>${code.slice(4)}</span>` : `<span>${code}</span>`;

function card(input: SheetInput, code: string, serial: number): string {
  const locales = sheetLocales(input.brand.locales);
  // the last day to activate, with the terms, in every language the card speaks
  const texts = locales.map((l) => ({ locale: l, ...cardTexts(l, input.terms) }));
  const logo = input.brand.logo
    ? `<span class="logo"><img src="${html(input.brand.logo)}" alt=""></span>`
    : "";
  return `<article class="card">
<header>${logo || `<span class="brand">${html(input.brand.name)}</span>`}<span class="titles">${texts
    .map((t) => `<span lang="${t.locale}">${html(t.title)}</span>`)
    .join("")}</span></header>
<p class="code" aria-label="${html(code)}">${grouped(html(code))}</p>
<ul class="how">${texts
    .map(
      (t) =>
        `<li lang="${t.locale}"><b>${html([t.terms, t.validUntil].filter(Boolean).join(" · "))}</b> — ${html(t.howTo)}</li>`,
    )
    .join("")}</ul>
<footer><span></span><span>No. ${serial}/${input.codes.length} · ${html(input.batch)}</span></footer>
</article>`;
}

/** A printable A4 sheet, ten cut-out cards a page, in the zone's colours and languages. */
export function voucherSheet(input: SheetInput): string {
  const pages: string[][] = [];
  for (let i = 0; i < input.codes.length; i += CARDS_PER_PAGE)
    pages.push(input.codes.slice(i, i + CARDS_PER_PAGE));
  const minted = new Date(input.mintedAt).toISOString().slice(0, 16).replace("T", " ");
  const first = cardTexts(sheetLocales(input.brand.locales)[0] ?? "en", input.terms);
  const body = pages
    .map(
      (codes, p) => `<section class="page">
<div class="meta"><span>${html(input.brand.name)} · ${html(input.zonePrefix)} (${html(input.zoneId)}) · ${html(first.terms)}</span><span>batch ${html(input.batch)} · ${minted} UTC · page ${p + 1} of ${pages.length}</span></div>
<div class="grid">${codes.map((code, i) => card(input, code, p * CARDS_PER_PAGE + i + 1)).join("\n")}</div>
</section>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="${html(sheetLocales(input.brand.locales)[0] ?? "en")}"><head><meta charset="utf-8">
<title>${html(`${input.brand.name} vouchers ${input.batch}`)}</title>
<style>${sheetStyle(input.brand.primary, readableOn(input.brand.primary))}</style></head>
<body><p class="screen-note">${input.codes.length} vouchers for ${html(input.zonePrefix)}. Print on A4 at 100 % (no scaling, margins "none"), then cut along the dashed lines.</p>
${body}
</body></html>
`;
}
