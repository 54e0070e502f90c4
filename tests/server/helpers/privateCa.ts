import { execFileSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tempDir } from "./testApp.ts";

export interface PrivateCa {
  // the authority's certificate (PEM): what SMTP_CA_FILE names
  caFile: string;
  ca: string;
  // a server certificate for 127.0.0.1 it signed, and its key
  cert: string;
  key: string;
  remove(): void;
}

const openssl = (args: string[], cwd: string) => execFileSync("openssl", args, { cwd, stdio: "pipe" });

/** A certificate authority of the test's own (openssl), as an operator's private one, and a loopback server's certificate. */
export function privateCa(): PrivateCa {
  const dir = tempDir("gangway-ca-");
  openssl(
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", "ca.key", "-out", "ca.pem"].concat([
      "-days",
      "2",
      "-subj",
      "/CN=Gangway test ship CA",
    ]),
    dir,
  );
  openssl(
    ["req", "-newkey", "rsa:2048", "-nodes", "-keyout", "server.key", "-out", "server.csr"].concat([
      "-subj",
      "/CN=127.0.0.1",
    ]),
    dir,
  );
  writeFileSync(join(dir, "san.ext"), "subjectAltName=IP:127.0.0.1\n");
  openssl(
    ["x509", "-req", "-in", "server.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial"].concat([
      "-out",
      "server.pem",
      "-days",
      "2",
      "-extfile",
      "san.ext",
    ]),
    dir,
  );
  const read = (file: string) => readFileSync(join(dir, file), "utf8");
  return {
    caFile: join(dir, "ca.pem"),
    ca: read("ca.pem"),
    cert: read("server.pem"),
    key: read("server.key"),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
