import { createServer } from "node:http";

// "The internet" of the openNDS rig (openndsRig.ts), run in its upstream namespace on a made-up
// address: a page that says so, and a body of a known size to count (/bytes?n=…)
const [host = "203.0.113.10", port = "80"] = process.argv.slice(2);
export const INTERNET_TEXT = "the stand-in internet";
createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://internet");
  const n = Math.min(Number(url.searchParams.get("n") ?? 0) || 0, 50_000_000);
  response.setHeader("cache-control", "no-store");
  if (url.pathname === "/bytes") return response.end(Buffer.alloc(n, 120));
  response.setHeader("content-type", "text/html");
  response.end(`<!doctype html><title>Internet</title><h1>${INTERNET_TEXT}</h1>`);
}).listen(Number(port), host, () => console.log(`listening ${host}:${port}`));
