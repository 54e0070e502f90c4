import type { BootPayload } from "./bootPayload.ts";
import { preferredLocale } from "../http/preferredLocale.ts";
import type { RenderedPage } from "./pageRenderer.ts";
import { afterPaintHead, afterPaintMeta, afterPaintScript } from "./afterPaintScripts.ts";
import { START_PATHS } from "./waitsForTap.ts";

export interface ChunkMap {
  catalogs: Record<string, string>;
  later?: string;
  laterCss?: string;
  /** the page's one script before its first paint (engine/boot/afterPaint.ts) */
  afterPaint?: string;
}

// an empty element after the drawn page: the first frame waits for it (rel=expect)
const DRAWN_ID = "gw-drawn";

// a <title> element: React escapes its text, so no "<" is inside
const TITLE = /<title>[^<]*<\/title>/;

// JSON inside <script> must not be able to close the element or start a comment
function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

// text inside a double-quoted attribute: the drawn path is the request's, which a link can make
// anything ("/x\"><img onerror=…>"), and the CSP is not the only wall
const attribute = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * index.html with the boot payload (settings, session and the zone's manifest) as inert JSON (CSP
 * allows no inline script, and this is data) and the zone's catalog fetched beside the main bundle;
 * a deep link (/status after the access controller, /store after the card bypass) also fetches the
 * other pages' widgets, so no page costs a round trip more than the start page. With the build's
 * starter (`scripts`: the template's module scripts, taken out of it), all of them are fetched
 * once the page is on screen (engine/boot/afterPaint.ts); else as modulepreload links.
 */
export function portalHtml(
  template: string,
  payload: BootPayload | null,
  chunks: ChunkMap | null,
  acceptLanguage?: string,
  path = "/",
  page: {
    css: string;
    laterCss?: string;
    rendered: RenderedPage | null;
    scripts?: string[];
    /** the scripts wait for the passenger's first touch or key (waitsForTap.ts), not the first paint */
    untilTap?: boolean;
    /** the starter's own tag with its source inside, for a page the server drew (inlineStarter.ts) */
    inlineStarter?: string;
    /** the page's data failed its schema (checkBootPayload.ts): the page carries none */
    refusedData?: boolean;
  } = {
    css: "",
    rendered: null,
  },
): string {
  const { css, laterCss, rendered, scripts = [], untilTap = false, inlineStarter, refusedData } = page;
  const styled = css ? template.replace("</head>", `<style>${css}</style>\n</head>`) : template;
  // the bundle and what it needs at once, fetched by the starter after the first paint
  const afterPaint = [...scripts];
  const starter = scripts.length > 0 ? chunks?.afterPaint : undefined;
  if (!payload && !rendered)
    return starter ? styled.replace("</head>", `${afterPaintHead(starter, afterPaint)}\n</head>`) : styled;
  // a page without a device (the error page, a legal text) carries no boot data; one whose data
  // failed its schema carries null: the browser asks the API and draws the page afresh
  const head: string[] = payload
    ? [`<script type="application/json" id="gw-boot">${refusedData ? "null" : safeJson(payload)}</script>`]
    : [];
  const preload = (url: string) =>
    starter ? afterPaint.push(url) : head.push(`<link rel="modulepreload" href="${url}">`);
  if (rendered) {
    head.push(`<style>${rendered.themeCss}</style>`);
    // no frame of a half-parsed page: a slow phone's parser may pause inside it (a select without
    // its options, a centred row with one link of three), and what follows then shifts the page.
    // The page arrives whole in one round trip; this waits only for it to be parsed (Chromium).
    head.push(`<link rel="expect" href="#${DRAWN_ID}" blocking="render">`);
    // Connecting… without script: the page asks again every 3 s until the gateway says Start (the
    // app polls the session itself, so a browser that runs it ignores this)
    if (rendered.reload)
      head.push(
        `<noscript><meta http-equiv="refresh" content="3;url=${attribute(rendered.reload)}"></noscript>`,
      );
  }
  const locales = payload?.manifest?.locales;
  // the catalog of the locale the page was drawn in, which the browser hydrates it with
  const locale =
    rendered?.locale ?? (Array.isArray(locales) ? preferredLocale(locales as string[], acceptLanguage) : "");
  const catalog = chunks?.catalogs[locale];
  if (catalog) preload(catalog);
  // a page without a device draws no zone page: it needs nothing of the other pages' chunk
  if (payload && chunks?.later && !START_PATHS.has(path)) {
    preload(chunks.later);
    // inline when the server has read it (a stylesheet link would block the paint for a round trip)
    if (laterCss) head.push(`<style>${laterCss}</style>`);
    else if (chunks.laterCss) head.push(`<link rel="stylesheet" href="${chunks.laterCss}">`);
  }
  // on a drawn page the starter comes after the page, inline when the server has it
  // (inlineStarter.ts): the header image is then the first thing the page asks for and gets the
  // connection the page came on. A module script runs after the parse wherever it stands
  const starterTag = starter && rendered ? (inlineStarter ?? afterPaintScript(starter)) : "";
  if (starter)
    head.push(
      rendered ? afterPaintMeta(afterPaint, untilTap) : afterPaintHead(starter, afterPaint, untilTap),
    );
  let html = styled.replace("</head>", `${head.join("\n")}\n</head>`);
  // the page as the server drew it, in the locale it names (the browser hydrates it, engine/boot/main.tsx)
  if (rendered) {
    // React draws the page's <title> first (engine/render/PageTitleBinding.tsx): it goes to the
    // head in place of the template's, where the browser reads it and React finds it again
    const title = TITLE.exec(rendered.html)?.[0];
    const body = title ? rendered.html.replace(title, "") : rendered.html;
    if (title) html = html.replace(TITLE, () => title);
    html = html
      .replace(/<html lang="[^"]*"/, () => `<html lang="${attribute(rendered.locale)}"`)
      .replace(
        /<div id="root">[^\n]*/,
        () =>
          `<div id="root" data-ssr="${attribute(rendered.locale)}" data-ssr-path="${attribute(rendered.path)}">${body}</div><span id="${DRAWN_ID}" hidden></span>${starterTag}`,
      );
  }
  return html;
}
