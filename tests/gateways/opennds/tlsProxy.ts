import { readFileSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:https";

// The openNDS rig's https front for the portal (openndsRig.ts, FAS level 3), as an operator's
// TLS-terminating reverse proxy would be: openNDS 9.10 reaches its FAS at level 3 over https only
// (authmon's php, the device's redirect), and Gangway serves plain HTTP behind a proxy it trusts
// (TRUST_PROXY): the device's address and the https scheme go on in X-Forwarded-* headers.
// Arguments: <cert.pem> <key.pem> <listen host> <listen port> <the portal's http origin>
const [certFile = "", keyFile = "", host = "", port = "", target = ""] = process.argv.slice(2);
const portal = new URL(target);
createServer({ cert: readFileSync(certFile), key: readFileSync(keyFile) }, (incoming, outgoing) => {
  const headers = {
    ...incoming.headers,
    "x-forwarded-for": incoming.socket.remoteAddress ?? "",
    "x-forwarded-proto": "https",
    "x-forwarded-host": incoming.headers.host ?? `${host}:${port}`,
  };
  const upstream = request(
    { host: portal.hostname, port: portal.port, method: incoming.method, path: incoming.url, headers },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  upstream.on("error", () => {
    if (!outgoing.headersSent) outgoing.writeHead(502, { "content-type": "text/plain" });
    outgoing.end("the portal behind the rig's TLS proxy did not answer\n");
  });
  incoming.pipe(upstream);
}).listen(Number(port), host, () => console.log(`listening https://${host}:${port}`));
