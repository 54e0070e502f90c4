// The console's first paint (issue 42): the desk page a clerk sees after signing in, its HTML and
// its CSS (inline: the console's CSP allows no other), raw, gzip and as sent, the way the start
// page bench weighs the portal's. BENCH_CONSOLE_PORT: the server's port (else any free one).
import { gzipSync } from "node:zlib";
import { BROWSER_HEADERS } from "./benchClient.ts";
import { spawnServer } from "./spawnServer.ts";

export interface ConsoleFirstPaint {
  page: string;
  htmlBytes: number;
  htmlGzip: number;
  // what the server sent to a browser that takes br and gzip
  wireBytes: number;
  encoding: string;
  cssBytes: number;
  cssGzip: number;
  // requests before the page can paint: the page alone (no stylesheet, font, image or script to fetch)
  requests: number;
}

const cookiesOf = (res: Response) => res.headers.getSetCookie().map((line) => line.split(";")[0]);

/** Signs the demo's desk account in on a server of its own, then weighs /console/desk. */
export async function runConsoleFirstPaint(): Promise<ConsoleFirstPaint> {
  // a start on a loaded machine takes longer than spawnServer's default allows
  const server = await spawnServer(
    "server/main.ts",
    { DEMO: "1", ...(process.env.BENCH_CONSOLE_PORT ? { PORT: process.env.BENCH_CONSOLE_PORT } : {}) },
    90_000,
  );
  try {
    const signInPage = await fetch(`${server.base}/console/sign-in`);
    const jar = cookiesOf(signInPage);
    const csrf = /name="_csrf" value="([^"]+)"/.exec(await signInPage.text())?.[1] ?? "";
    const signedIn = await fetch(`${server.base}/console/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.join("; ") },
      body: new URLSearchParams({ _csrf: csrf, name: "demo-desk", password: "gangway-demo-console" }),
    });
    if (signedIn.status !== 303) throw new Error(`the demo desk account did not sign in: ${signedIn.status}`);
    const cookie = [...jar, ...cookiesOf(signedIn)].join("; ");
    const page = "/console/desk";
    const raw = await fetch(`${server.base}${page}`, { headers: { cookie, "accept-encoding": "identity" } });
    const html = Buffer.from(await raw.arrayBuffer());
    if (raw.status !== 200) throw new Error(`${page} answered ${raw.status}`);
    // fetch decodes what it is sent: a plain request of node:http reads the bytes as they came
    const { request } = await import("node:http");
    const wire = await new Promise<{ bytes: number; encoding: string }>((resolve, reject) => {
      const req = request(`${server.base}${page}`, { headers: { cookie, ...BROWSER_HEADERS } }, (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on("end", () => resolve({ bytes, encoding: String(res.headers["content-encoding"] ?? "none") }));
      });
      req.on("error", reject);
      req.end();
    });
    const css = /<style[^>]*>([\s\S]*?)<\/style>/.exec(html.toString("utf8"))?.[1] ?? "";
    return {
      page,
      htmlBytes: html.length,
      htmlGzip: gzipSync(html, { level: 9 }).length,
      wireBytes: wire.bytes,
      encoding: wire.encoding,
      cssBytes: Buffer.byteLength(css),
      cssGzip: gzipSync(css, { level: 9 }).length,
      requests: 1,
    };
  } finally {
    await server.stop();
  }
}

export function printConsoleFirstPaint(f: ConsoleFirstPaint): void {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(
    `\nconsole first paint (${f.page} after sign-in): html ${kb(f.htmlBytes)} KB raw / ${kb(f.htmlGzip)} KB gzip, of which inline css ${kb(f.cssBytes)} / ${kb(f.cssGzip)} KB; ${kb(f.wireBytes)} KB as sent (${f.encoding}); ${f.requests} request, no script`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) printConsoleFirstPaint(await runConsoleFirstPaint());
