import { readableOn } from "../../schemas/readableOn.ts";

const xml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Up to two initials: "Baltic Star Line" → "BS", "Kyma" → "K". */
export function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter((w) => /\p{L}|\p{N}/u.test(w));
  return words
    .slice(0, 2)
    .map((w) => [...w].find((c) => /\p{L}|\p{N}/u.test(c)) ?? "")
    .join("")
    .toUpperCase();
}

/** A small SVG (well under 1 KB): the initials on the primary colour, the name beside them. */
export function placeholderLogo(name: string, primary: string): string {
  const shown = name.length > 18 ? `${name.slice(0, 17)}…` : name;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 40" role="img" aria-label="${xml(name)}"><rect width="40" height="40" rx="8" fill="${primary}"/><text x="20" y="26" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="16" font-weight="700" fill="${readableOn(primary)}">${xml(initials(name))}</text><text x="48" y="26" font-family="Arial,Helvetica,sans-serif" font-size="16" font-weight="700" fill="#1a1a1a">${xml(shown)}</text></svg>\n`;
}
