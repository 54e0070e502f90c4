// Installs what is missing before `npm start` / `npm test`, on a fresh clone of a fresh machine.
// Plain JavaScript on purpose: it runs on whatever Node the machine has (20 here) before
// node_modules, and with it the project's Node 22 (the `node` dependency), exist.
import { execFileSync, execSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join, resolve } from "node:path";

const run = (command, env = process.env) => execSync(command, { stdio: "inherit", env });
const lockHash = () => createHash("sha256").update(readFileSync("package-lock.json")).digest("hex");
const stamp = "node_modules/.gangway-installed";
const NODE_VERSION = JSON.parse(readFileSync("package.json", "utf8")).dependencies.node;
const major = (version) => Number(String(version).replace(/^v/, "").split(".")[0]);

function fail(message) {
  console.error(`gangway: ${message}`);
  process.exit(1);
}

// npm checks every package's `engines` against the Node that runs npm itself, and a third of the
// tree asks for Node 22: run npm under the project's own Node, kept in the user's cache (outside
// node_modules, which `npm ci` deletes), so the install prints no EBADENGINE warning.
function projectNodeDir() {
  if (major(process.version) >= major(NODE_VERSION)) return dirname(process.execPath);
  const cache = join(process.env.XDG_CACHE_HOME || join(homedir(), ".cache"), "gangway");
  const dir = join(cache, `node-${NODE_VERSION}`);
  const bin = join(dir, "node_modules", ".bin");
  if (!existsSync(join(bin, "node"))) {
    console.log(`gangway: fetching Node ${NODE_VERSION} (npm package "node") to install with…`);
    const partial = `${dir}.partial-${process.pid}`;
    mkdirSync(partial, { recursive: true });
    // its install script installs the platform's binary package; npm runs it only when allowed
    writeFileSync(join(partial, "package.json"), '{ "private": true, "allowScripts": { "node": true } }\n');
    run(
      `npm install --prefix "${partial}" --no-save --no-package-lock --no-audit --no-fund node@${NODE_VERSION}`,
    );
    // another install may have finished first: keep whichever is there
    if (!existsSync(dir)) renameSync(partial, dir);
    else rmSync(partial, { recursive: true, force: true });
  }
  return resolve(bin);
}

if (!existsSync(stamp) || readFileSync(stamp, "utf8") !== lockHash()) {
  const env = { ...process.env, PATH: `${projectNodeDir()}:${process.env.PATH}` };
  // a fresh clone gets exactly the lock (`npm ci`); a tree that only lags behind a changed lock is
  // brought up to it in place, without deleting what is already right
  const fresh = !existsSync("node_modules");
  console.log(`gangway: installing dependencies (${fresh ? "npm ci" : "npm install"})…`);
  run(fresh ? "npm ci --no-audit --no-fund" : "npm install --no-audit --no-fund", env);
  writeFileSync(stamp, lockHash());
}

// every script runs on node_modules/.bin/node: a clear stop here beats a cryptic crash later
const nodeBin = resolve("node_modules/.bin/node");
const projectNode = existsSync(nodeBin)
  ? execFileSync(nodeBin, ["--version"], { encoding: "utf8" }).trim()
  : "";
if (major(projectNode) < major(NODE_VERSION))
  fail(
    `Node ${NODE_VERSION} is missing from node_modules (found "${projectNode || "nothing"}"). ` +
      "Run `rm -rf node_modules && npm test` (or `npm ci`) to install it.",
  );

// what the browser, PostgreSQL, FreeRADIUS and Prometheus tests need from apt, in one `apt-get update`
// and one install
const apt = [];
// the path tools/browser/chromium.ts launches: Debian's Chromium headless shell (no npm tool can
// download its own browser here; Debian's chromium is the one that works)
const SHELL = "chromium-headless-shell";
if (process.argv.includes("--browser") && !existsSync(process.env.CHROMIUM_PATH ?? `/usr/bin/${SHELL}`))
  apt.push(SHELL);
// the PostgreSQL tests start a throwaway cluster of their own from Debian's binaries
// (tools/pg/throwawayPostgres.ts); the package's own "main" cluster is left as apt sets it up
const PG = "/usr/lib/postgresql";
const pgInstalled =
  existsSync(PG) && readdirSync(PG).some((major) => existsSync(`${PG}/${major}/bin/initdb`));
if (process.argv.includes("--postgres") && !pgInstalled) apt.push("postgresql");
// the FreeRADIUS test and bench run Debian's FreeRADIUS 3.2 (with rlm_rest; the bench's accounting
// peer with rlm_sql_sqlite, which the freeradius package ships) from a temporary copy of its
// configuration (tools/radius/throwawayFreeRadius.ts), and drive it with its radclient
const RADIUS = ["freeradius", "freeradius-rest", "freeradius-utils"];
const radiusInstalled = [
  "/usr/sbin/freeradius",
  "/usr/bin/radclient",
  "/usr/lib/freeradius/rlm_rest.so",
  "/usr/lib/freeradius/rlm_sql_sqlite.so",
].every((file) => existsSync(file));
if (process.argv.includes("--radius") && !radiusInstalled) apt.push(...RADIUS);
// the Prometheus test runs Debian's promtool on a real scrape, the shipped alerting rules and their
// unit tests (tests/server/prometheus.test.ts); the package's own service is not started
if (process.argv.includes("--prometheus") && !existsSync("/usr/bin/promtool")) apt.push("prometheus");
// the openNDS end-to-end test (tests/e2e/opennds.spec.ts) runs Debian's openNDS 9.10 between a
// device and the portal in network namespaces: its DHCP server, a device's DHCP client, iptables
// (openNDS 9.10 asks for its version and writes its rules with it: iptables-nft, Debian's default)
// and nft (the rig's wrapper, tests/gateways/opennds/nft), curl and openssl for the agent of ops/opennds/, and php-cli for FAS level 3
// (openNDS encrypts the fas with PHP, and authmon reaches the portal over https with it)
const OPENNDS = {
  opennds: "/usr/bin/opennds",
  "dnsmasq-base": "/usr/sbin/dnsmasq",
  udhcpc: "/usr/sbin/udhcpc",
};
const OPENNDS_MORE = {
  iptables: "/usr/sbin/iptables",
  nftables: "/usr/sbin/nft",
  curl: "/usr/bin/curl",
  openssl: "/usr/bin/openssl",
  "php-cli": "/usr/bin/php",
};
if (process.argv.includes("--opennds"))
  for (const [name, file] of Object.entries({ ...OPENNDS, ...OPENNDS_MORE }))
    if (!existsSync(file)) apt.push(name);

if (apt.length > 0) {
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  const install = (packages) =>
    run(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(" ")}`);
  console.log(`gangway: installing ${apt.join(" and ")} from apt for the tests…`);
  try {
    run(`${sudo}apt-get update -qq`);
    install(apt);
  } catch (error) {
    // the full browser runs the same tests, only slower (tools/browser/chromium.ts falls back to it)
    if (!apt.includes(SHELL) || process.env.CHROMIUM_PATH || !existsSync("/usr/bin/chromium")) throw error;
    console.warn("gangway: no headless shell from apt; the tests use /usr/bin/chromium (slower)");
    const rest = apt.filter((name) => name !== SHELL);
    if (rest.length > 0) install(rest);
  }
}
