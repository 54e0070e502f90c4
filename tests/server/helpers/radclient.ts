import { spawn } from "node:child_process";
import { scaled } from "../../timeoutFactor.ts";

export interface RadclientAnswer {
  // Access-Accept, Access-Reject, Accounting-Response…; undefined: no answer
  code: string | undefined;
  attributes: Record<string, string>;
  output: string;
}

const quote = (value: string | number) => (typeof value === "number" ? String(value) : `"${value}"`);

/**
 * Debian's radclient (freeradius-utils), a real gateway's side of RADIUS: one request of the given
 * attributes to 127.0.0.1:port, one try (a dropped packet is an answer of none). It waits as long as
 * the machine's load asks for an answer that should come; a test that expects none passes `drop`,
 * and waits a second (the server's counters then say whether it was dropped).
 * Attribute values written as radclient reads them: numbers bare, strings quoted, `raw` as given.
 */
export function radclient(
  kind: "auth" | "acct" | "disconnect",
  port: number,
  secret: string,
  attributes: Record<string, string | number | { raw: string }>,
  { address = "127.0.0.1", drop = false }: { address?: string; drop?: boolean } = {},
): Promise<RadclientAnswer> {
  const wait = drop ? 1 : Math.ceil(scaled(5000) / 1000);
  const input = Object.entries(attributes)
    .map(([name, value]) => `${name} = ${typeof value === "object" ? value.raw : quote(value)}`)
    .join(", ");
  return new Promise((resolve, reject) => {
    const child = spawn("radclient", [
      "-x",
      "-r",
      "1",
      "-t",
      String(wait),
      `${address}:${port}`,
      kind,
      secret,
    ]);
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", () => {
      const received = output.split("\n").findIndex((line) => line.startsWith("Received "));
      if (received < 0) return resolve({ code: undefined, attributes: {}, output });
      const lines = output.split("\n").slice(received);
      const code = /^Received (\S+)/.exec(lines[0] ?? "")?.[1];
      const attributes: Record<string, string> = {};
      for (const line of lines.slice(1)) {
        const match = /^\t(\S+) = "?(.*?)"?$/.exec(line);
        if (!match) break;
        attributes[match[1] as string] = match[2] as string;
      }
      resolve({ code, attributes, output });
    });
    child.stdin.end(input);
  });
}

// how gateways spell a MAC in Calling-Station-Id (RFC 3580)
export const stationId = (mac: string) => mac.replaceAll(":", "-").toUpperCase();
