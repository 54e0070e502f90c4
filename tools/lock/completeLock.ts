// `npm run lock:complete`: lists, in package-lock.json, the optional platform binaries that the
// registry of the build machines lacks (Biome's for macOS, Windows, Android, musl), as a lock
// written on the public registry would. `npm install` here leaves them out (it skips a 404 optional
// package), and `npm ci` then refuses the lock ("Missing: @biomejs/cli-darwin-arm64@ from lock
// file"). npm skips each entry on every other platform without fetching it (its os/cpu/libc).
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

interface LockEntry {
  version?: string;
  dev?: boolean;
  optionalDependencies?: Record<string, string>;
  [field: string]: unknown;
}
export interface Lock {
  packages: Record<string, LockEntry>;
  [field: string]: unknown;
}

const OS = ["android", "darwin", "freebsd", "linux", "openbsd", "sunos", "win32", "aix"];
const CPU = ["arm64", "arm", "x64", "ia32", "ppc64", "s390x", "riscv64", "loong64"];

/** The lock with an entry for every optional dependency it names but lacks; and their names. */
export function completeLock(lock: Lock): { lock: Lock; added: string[] } {
  const packages: Record<string, LockEntry> = { ...lock.packages };
  const added: string[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const key = `node_modules/${name}`;
      if (packages[key] || packages[`${path}/${key}`]) continue;
      const parts = (name.split("/").pop() ?? "").split("-");
      const os = parts.find((p) => OS.includes(p));
      const cpu = parts.find((p) => CPU.includes(p));
      if (!os || !cpu) continue; // not a platform binary: npm install resolves it itself
      packages[key] = {
        version,
        cpu: [cpu],
        ...(entry.dev ? { dev: true } : {}),
        ...(parts.includes("musl") ? { libc: ["musl"] } : {}),
        optional: true,
        os: [os],
      };
      added.push(`${name}@${version}`);
    }
  }
  // in npm's own order (a locale compare in "en": html_codesniffer before html-encoding-sniffer)
  const sorted = Object.keys(packages).sort((a, b) =>
    a === "" ? -1 : b === "" ? 1 : a.localeCompare(b, "en"),
  );
  return {
    lock: { ...lock, packages: Object.fromEntries(sorted.map((k) => [k, packages[k] as LockEntry])) },
    added,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { lock, added } = completeLock(JSON.parse(readFileSync("package-lock.json", "utf8")));
  if (added.length > 0) writeFileSync("package-lock.json", `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    added.length > 0 ? `package-lock.json: added ${added.join(", ")}` : "package-lock.json is complete",
  );
}
