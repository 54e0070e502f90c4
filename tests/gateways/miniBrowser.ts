export interface Page {
  url: string;
  status: number;
  body: string;
  contentType: string;
  headers: Headers;
  /** every address the browser went through, the first asked for included */
  trail: string[];
}

const META_REFRESH = /<meta http-equiv="refresh" content="\d+;\s*url=([^"]+)"/i;
const decode = (html: string) => html.replace(/&amp;/g, "&").replace(/&quot;/g, '"');

/**
 * A browser without script for server tests: one cookie jar (by host, as browsers keep them),
 * redirects and meta refreshes followed, same-origin navigations marked as such (Fetch
 * Metadata), forms posted as a browser posts them.
 */
export class MiniBrowser {
  readonly #jar = new Map<string, Map<string, string>>();

  cookies(url: string): Map<string, string> {
    const host = new URL(url).hostname;
    const jar = this.#jar.get(host) ?? new Map<string, string>();
    this.#jar.set(host, jar);
    return jar;
  }

  #keep(url: string, response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const eq = pair.indexOf("=");
      if (eq <= 0) continue;
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies(url).delete(name);
      else this.cookies(url).set(name, value);
    }
  }

  async #fetch(url: string, init: RequestInit = {}, from?: string): Promise<Response> {
    const jar = this.cookies(url);
    const site = from
      ? new URL(from).origin === new URL(url).origin
        ? "same-origin"
        : "cross-site"
      : "none";
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: {
        ...(jar.size ? { cookie: [...jar].map(([n, v]) => `${n}=${v}`).join("; ") } : {}),
        "sec-fetch-site": site,
        "accept-language": "en",
        ...(init.headers as Record<string, string> | undefined),
      },
    });
    this.#keep(url, response);
    return response;
  }

  /** A navigation (or a form's post), followed to the page it ends on. */
  async go(url: string, init: RequestInit = {}, from?: string): Promise<Page> {
    const trail = [url];
    let response = await this.#fetch(url, init, from);
    let at = url;
    for (let hops = 0; hops < 20; hops++) {
      const location = response.headers.get("location");
      const body = location ? "" : await response.text();
      const refresh = !location && META_REFRESH.exec(body);
      const next = location ?? (refresh ? decode(refresh[1] as string) : undefined);
      if (!next)
        return {
          url: at,
          status: response.status,
          body,
          contentType: response.headers.get("content-type") ?? "",
          headers: response.headers,
          trail,
        };
      const target = new URL(next, at).href;
      trail.push(target);
      response = await this.#fetch(target, {}, at);
      at = target;
    }
    throw new Error(`too many redirects: ${trail.join(" → ")}`);
  }

  /** The page's form (the first, or the one with `id`) posted as its button would. */
  submit(page: Page, fields: Record<string, string> = {}, id?: string): Promise<Page> {
    const forms = [...page.body.matchAll(/<form([^>]*)>([\s\S]*?)<\/form>/g)];
    const form = id ? forms.find((f) => f[1]?.includes(`id="${id}"`)) : forms[0];
    if (!form) throw new Error(`no form on ${page.url}`);
    const action = decode(/action="([^"]*)"/.exec(form[1] ?? "")?.[1] ?? page.url);
    const hidden = [...(form[2] ?? "").matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)];
    // the fields given replace the form's own of the same name (a passenger's change)
    const body = new URLSearchParams(
      Object.entries({
        ...Object.fromEntries(hidden.map((m) => [m[1] as string, decode(m[2] as string)])),
        ...fields,
      }),
    );
    return this.go(
      new URL(action || page.url, page.url).href,
      {
        method: "POST",
        body: body.toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      },
      page.url,
    );
  }

  /** A call of the portal's API from its page, with this browser's cookies. */
  async api(base: string, zoneId: string, method: string, path: string, body?: unknown) {
    const response = await this.#fetch(
      `${base}/api/v1${path}`,
      {
        method,
        headers: { "x-zone-public-id": zoneId, ...(body ? { "content-type": "application/json" } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      },
      base,
    );
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : undefined };
  }
}
