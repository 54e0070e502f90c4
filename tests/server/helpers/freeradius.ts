import { spawn } from "node:child_process";
import { appendFileSync, copyFileSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  type FreeRadiusPorts,
  replaceLine,
  startThrowawayFreeRadius,
  type ThrowawayFreeRadius,
} from "../../../tools/radius/throwawayFreeRadius.ts";
import { scaled } from "../../timeoutFactor.ts";

// what operators install (server/gateway/freeradius/README.md)
const SHIPPED = fileURLToPath(new URL("../../../server/gateway/freeradius/", import.meta.url));

/**
 * The shipped site, module and dictionary installed into a copy of the packaged configuration as
 * the README tells operators to, the site's listeners moved to loopback and the given ports.
 */
export function installGangwaySite(raddb: string, ports: FreeRadiusPorts): void {
  const site = join(raddb, "sites-available", "gangway");
  copyFileSync(join(SHIPPED, "sites-available", "gangway"), site);
  replaceLine(site, /^(\s*)ipaddr = \*$/m, "$1ipaddr = 127.0.0.1");
  replaceLine(site, /^(\s*)ipaddr = \*$/m, "$1ipaddr = 127.0.0.1");
  replaceLine(site, /^(\s*)port = 1812$/m, `$1port = ${ports.auth}`);
  replaceLine(site, /^(\s*)port = 1813$/m, `$1port = ${ports.acct}`);
  symlinkSync("../sites-available/gangway", join(raddb, "sites-enabled", "gangway"));
  copyFileSync(join(SHIPPED, "mods-available", "gangway"), join(raddb, "mods-available", "gangway"));
  symlinkSync("../mods-available/gangway", join(raddb, "mods-enabled", "gangway"));
  copyFileSync(join(SHIPPED, "dictionary.gangway"), join(raddb, "dictionary.gangway"));
  appendFileSync(join(raddb, "dictionary"), "$INCLUDE dictionary.gangway\n");
}

/** A real FreeRADIUS with the shipped configuration in front of the Gangway at `gangwayUrl`. */
export function startGangwayFreeRadius(o: {
  gangwayUrl: string;
  token: string;
  secret: string;
}): Promise<ThrowawayFreeRadius> {
  return startThrowawayFreeRadius({
    secret: o.secret,
    configure: installGangwaySite,
    env: { GANGWAY_URL: o.gangwayUrl, RADIUS_REST_TOKEN: o.token },
    // every request in its output, for a failing test to show
    debug: true,
    startMs: scaled(20_000),
  });
}

export interface RadiusAnswer {
  code: string;
  // as radclient prints them, quotes taken off
  attributes: Record<string, string>;
}

const line = ([name, value]: [string, string | number]) =>
  `${name} = ${typeof value === "number" ? value : JSON.stringify(value)}`;

/**
 * One request sent by Debian's radclient, a gateway's side, to a server on 127.0.0.1. Access-Requests
 * carry a Message-Authenticator, as Gangway's own server demands. `raddb`: the dictionaries to read
 * the answer with (the copy's, which has dictionary.gangway).
 */
export function radclient(
  kind: "auth" | "acct",
  port: number,
  secret: string,
  attributes: Record<string, string | number>,
  raddb: string,
): Promise<RadiusAnswer> {
  const lines = Object.entries(attributes).map(line);
  if (kind === "auth") lines.push("Message-Authenticator = 0x00");
  // async: the Gangway answering it runs in this process
  const child = spawn(
    "radclient",
    ["-x", "-d", raddb, "-t", String(scaled(3)), "-r", "3"].concat(`127.0.0.1:${port}`, kind, secret),
  );
  let out = "";
  child.stdout.on("data", (chunk) => {
    out += chunk;
  });
  child.stderr.on("data", (chunk) => {
    out += chunk;
  });
  child.stdin.end(`${lines.join(", ")}\n`);
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", () => {
      const received = /^Received (\S+) Id \d+ .*\n((?:\t.*\n?)*)/m.exec(out);
      if (!received) return reject(new Error(`radclient got no answer:\n${out}`));
      const pairs = (received[2] ?? "")
        .split("\n")
        .map((l) => /^\t(\S+) = (.*)$/.exec(l))
        .filter((m) => m !== null)
        .map((m) => [m[1] as string, (m[2] as string).replace(/^"(.*)"$/, "$1")]);
      resolve({ code: received[1] as string, attributes: Object.fromEntries(pairs) });
    });
  });
}
