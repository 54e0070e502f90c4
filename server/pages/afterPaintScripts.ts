const MODULE_SCRIPT = /<script type="module"[^>]*\bsrc="(\/assets\/[^"]+\.js)"[^>]*><\/script>\s*/g;

/**
 * index.html without its module scripts, and their addresses (the bundle first): the page's
 * starter (engine/boot/afterPaint.ts) fetches them once the page is on screen, so they do not
 * compete with the HTML and the header image on a ship's thin link. The template as it is when the
 * build has no starter.
 */
export function afterPaintScripts(
  template: string,
  starter: string | undefined,
): { template: string; scripts: string[] } {
  if (!starter) return { template, scripts: [] };
  const scripts: string[] = [];
  const stripped = template.replace(MODULE_SCRIPT, (_tag, src: string) => {
    scripts.push(src);
    return "";
  });
  // the bundle first: the starter imports it, and preloads the rest beside it
  scripts.sort((a, b) => Number(/\/main-[\w-]+\.js$/.test(b)) - Number(/\/main-[\w-]+\.js$/.test(a)));
  return { template: stripped, scripts };
}

/**
 * What the starter fetches after the first paint, or, `untilTap`, at the passenger's first touch
 * or key (server/pages/waitsForTap.ts), for the page's head.
 */
export function afterPaintMeta(urls: readonly string[], untilTap = false): string {
  const until = untilTap ? ' data-until="tap"' : "";
  return `<meta name="gw-after-paint"${until} content="${urls.join(" ")}">`;
}

/**
 * The starter's tag. It is fetched at low priority: it does nothing before the first paint, so on
 * a thin link it must not go before the header image (a module script is fetched at high priority
 * otherwise, and Lighthouse's simulation then counts it as holding the first paint back).
 */
export function afterPaintScript(starter: string): string {
  return `<script type="module" fetchpriority="low" src="${starter}"></script>`;
}

/** Both, for the head of a page the server did not draw. */
export function afterPaintHead(starter: string, urls: readonly string[], untilTap = false): string {
  return `${afterPaintMeta(urls, untilTap)}\n${afterPaintScript(starter)}`;
}
