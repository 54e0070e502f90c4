// whether PUBLIC_URL is an https origin, read as a URL parser reads it ("HTTPS://…", " https://…"
// are https to a browser and to fetch), so no spelling of it escapes what https implies here
export function isHttpsUrl(url: string | undefined): boolean {
  if (!url) return false;
  try {
    return new URL(url).protocol === "https:";
  } catch {
    return false;
  }
}
