/** An Android in-app browser (a WebView that says "Version/x" in its user agent). */
export function isInAppBrowser(userAgent: string): boolean {
  const ua = userAgent.toLowerCase();
  return ua.includes("android") && ua.includes("version/");
}
