import { createHash } from "node:crypto";

export interface InlineStarter {
  /** the starter's tag, its source inside */
  tag: string;
  /** its CSP source, for the page's script-src */
  hash: string;
}

/**
 * The page's starter (engine/boot/afterPaint.ts) inline in a page the server drew: a request less
 * before the page is complete. On HTTP/1.1 the header image and the starter each wanted a
 * connection as the page was parsed, one of them a new one with its round trip (Lighthouse's
 * simulation counts every request that ends before the largest paint: its time to interactive was
 * the page's plus two round trips, a static page's plus none). A module script runs after the parse
 * as the fetched one did. Undefined for a source that could end its own tag early.
 */
export function inlineStarter(source: string): InlineStarter | undefined {
  if (!source || /<\/script|<!--/i.test(source)) return undefined;
  const hash = `'sha256-${createHash("sha256").update(source).digest("base64")}'`;
  return { tag: `<script type="module">${source}</script>`, hash };
}

/** The page's policy with the inline starter allowed, and no other inline script. */
export function withScriptHash(policy: string, hash: string): string {
  return policy.replace(/script-src ([^;]*)/, (_all, own: string) => `script-src ${own} ${hash}`);
}
