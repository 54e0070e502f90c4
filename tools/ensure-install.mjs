// Installs what is missing before `npm start` / `npm test`, on a fresh clone of a fresh machine.
// Plain JavaScript on purpose: it runs on whatever Node the machine has (20 here) before
// node_modules, and with it Node 22, exist.
import { execSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";

const run = (command) => execSync(command, { stdio: "inherit" });
const lockHash = () => createHash("sha256").update(readFileSync("package-lock.json")).digest("hex");
const stamp = "node_modules/.gangway-installed";

if (!existsSync(stamp) || readFileSync(stamp, "utf8") !== lockHash()) {
  // `npm install`, not `npm ci`: the registry here carries only some platforms' optional binaries
  // (Biome's), and `npm ci` refuses a lock whose optional entries it cannot resolve. The lock
  // still decides every version.
  console.log("gangway: installing dependencies…");
  run("npm install --no-audit --no-fund");
  writeFileSync(stamp, lockHash());
}

if (process.argv.includes("--browser")) {
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(chromium)) {
    // no npm tool can download its own browser here; Debian's chromium is the one that works
    const sudo = process.getuid?.() === 0 ? "" : "sudo ";
    console.log("gangway: installing Chromium from apt for the browser tests…");
    run(
      `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    );
  }
}

if (process.argv.includes("--postgres")) {
  // the PostgreSQL tests start a throwaway cluster of their own from Debian's binaries
  // (tools/pg/throwawayPostgres.ts); the package's own "main" cluster is left as apt sets it up
  const root = "/usr/lib/postgresql";
  const installed =
    existsSync(root) && readdirSync(root).some((major) => existsSync(`${root}/${major}/bin/initdb`));
  if (!installed) {
    const sudo = process.getuid?.() === 0 ? "" : "sudo ";
    console.log("gangway: installing PostgreSQL from apt for the storage and cluster tests…");
    run(
      `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql`,
    );
  }
}
