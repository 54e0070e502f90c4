export const MIN_SAFARI = 14;

// browsers that put "Version/x Safari" in their user agent without being Safari
const NOT_SAFARI = /(Chrome|Chromium|CriOS|FxiOS|EdgiOS|Edg|OPR|SamsungBrowser|Android)\//i;

/** The store needs Safari 14 or newer; every other browser is let in (spec section 5). */
export function isStoreSupported(userAgent: string): boolean {
  if (!/Safari\//.test(userAgent) || NOT_SAFARI.test(userAgent)) return true;
  const version = /Version\/(\d+)/.exec(userAgent);
  return version === null || Number(version[1]) >= MIN_SAFARI;
}
