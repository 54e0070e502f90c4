import type { MailWords } from "./MailWords.ts";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
// every word in the mail is text: a buyer's name or an operator's item may hold any character
const esc = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

/**
 * The order e-mail's HTML part: the text part's words, in order, with the codes large and in a
 * monospace face (easy to read out and type), inline styles only (mail readers drop style sheets),
 * the document's language set for screen readers, and the portal's address as a link.
 */
export function mailHtml(w: MailWords): string {
  const vouchers = w.vouchers
    .map(
      (v) =>
        `<li style="margin:0 0 12px"><span style="font-size:13px;color:#555">${esc(w.codeLabel)}</span> ` +
        `<strong style="font-family:monospace;font-size:20px;letter-spacing:2px">${esc(v.code)}</strong><br>` +
        `${esc(v.item)}<br><span style="font-size:14px;color:#444">${esc(v.terms)}</span></li>`,
    )
    .join("");
  const portal = w.portal
    ? `<p>${esc(w.portal.line).replace(esc(w.portal.url), `<a href="${esc(w.portal.url)}">${esc(w.portal.url)}</a>`)}</p>`
    : "";
  return [
    `<!doctype html><html lang="${esc(w.locale)}"><head><meta charset="utf-8"><title>${esc(w.subject)}</title></head>`,
    '<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;background:#ffffff">',
    `<p>${esc(w.greeting)}</p>`,
    `<p>${esc(w.thanks)}</p>`,
    `<ul style="list-style:none;padding:0">${vouchers}</ul>`,
    `<p>${esc(w.howTo)}</p>`,
    portal,
    `<p style="font-size:14px;color:#444">${esc(w.reference)}<br>${esc(w.signature)}</p>`,
    "</body></html>",
  ].join("\n");
}
