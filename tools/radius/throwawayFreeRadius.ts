// A FreeRADIUS 3.2 of its own for tests and benchmarks: a copy of the configuration Debian's
// package installs, in a temp folder, listening on free loopback ports, removed afterwards. Like
// tools/pg/throwawayPostgres.ts, it touches nothing it did not create.
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freeUdpPort } from "./freeUdpPort.ts";

export const PACKAGED_RADDB = "/etc/freeradius/3.0";
const READY = "Ready to process requests";

export interface FreeRadiusPorts {
  auth: number;
  acct: number;
}

export interface FreeRadiusOptions {
  // the one client, 127.0.0.1, and its shared secret
  secret: string;
  // writes the virtual server(s), modules and data this run needs into the copy (`raddb`); a
  // site's listen sections go on 127.0.0.1 and these ports
  configure(raddb: string, ports: FreeRadiusPorts): void;
  // the process's environment besides PATH ($ENV{…} in the configuration)
  env?: Record<string, string>;
  // -X: one thread, every request in the output (tests); else the packaged thread pool (bench)
  debug?: boolean;
  // a hang guard for the start
  startMs?: number;
}

export interface ThrowawayFreeRadius {
  raddb: string;
  authPort: number;
  acctPort: number;
  pid: number | undefined;
  // what it printed so far (with debug: every request)
  output(): string;
  stop(): Promise<void>;
}

// a line of the copy's file, replaced; throws when the packaged file no longer has it
export function replaceLine(file: string, from: RegExp, to: string): void {
  const text = readFileSync(file, "utf8");
  if (!from.test(text)) throw new Error(`${file}: no line matches ${from}`);
  writeFileSync(file, text.replace(from, to));
}

// the package's configuration, copied into `dir` and made to keep to it and to loopback
function copyPackagedConfig(dir: string, secret: string): string {
  const raddb = join(dir, "raddb");
  // the links in mods-enabled/ and sites-enabled/ are relative: kept as they are, they point into the copy
  cpSync(PACKAGED_RADDB, raddb, { recursive: true, verbatimSymlinks: true });
  // the sites are this run's own; eap (and inner-tunnel, its site) want certificates nobody here needs
  rmSync(join(raddb, "sites-enabled"), { recursive: true, force: true });
  mkdirSync(join(raddb, "sites-enabled"));
  rmSync(join(raddb, "mods-enabled", "eap"), { force: true });
  const conf = join(raddb, "radiusd.conf");
  // logs, detail files and the run folder stay in the temp folder
  replaceLine(conf, /^localstatedir = .*$/m, `localstatedir = ${join(dir, "var")}`);
  mkdirSync(join(dir, "var", "log", "freeradius"), { recursive: true });
  mkdirSync(join(dir, "var", "run", "freeradius"), { recursive: true });
  // as root it would switch to the freerad user, who may not read a root-owned temp folder
  replaceLine(conf, /^\s*user = freerad$/m, "");
  replaceLine(conf, /^\s*group = freerad$/m, "");
  // the proxy's listener would bind every address; nothing is proxied here
  replaceLine(conf, /^proxy_requests\s*=\s*yes$/m, "proxy_requests = no");
  // a reject is answered at once, as Gangway's own server does (the package waits 1 s)
  replaceLine(conf, /^\s*reject_delay = 1$/m, "\treject_delay = 0");
  writeFileSync(
    join(raddb, "clients.conf"),
    `client loopback {\n\tipaddr = 127.0.0.1\n\tsecret = ${secret}\n\trequire_message_authenticator = yes\n}\n`,
  );
  return raddb;
}

async function distinctPorts(): Promise<FreeRadiusPorts> {
  const auth = await freeUdpPort();
  let acct = await freeUdpPort();
  while (acct === auth) acct = await freeUdpPort();
  return { auth, acct };
}

// resolves once it prints READY; rejects with its output when it exits first or the guard runs out
function whenReady(child: ChildProcess, output: () => string, startMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(`did not start in ${startMs} ms`), startMs);
    const fail = (why: string) => {
      clearTimeout(timer);
      for (const stream of [child.stdout, child.stderr]) stream?.off("data", onData);
      reject(new Error(`FreeRADIUS ${why}:\n${output().slice(-3000)}`));
    };
    const onData = () => {
      if (!output().includes(READY)) return;
      clearTimeout(timer);
      for (const stream of [child.stdout, child.stderr]) stream?.off("data", onData);
      child.off("exit", onExit);
      resolve();
    };
    const onExit = (code: number | null) => fail(`exited (${code}) before it was ready`);
    // with -X the line comes on stdout, with -l stdout as well; stderr holds the start's errors
    for (const stream of [child.stdout, child.stderr]) stream?.on("data", onData);
    child.once("exit", onExit);
  });
}

/** Starts FreeRADIUS in the foreground on 127.0.0.1; `stop()` ends it and deletes its folder. */
export async function startThrowawayFreeRadius(o: FreeRadiusOptions): Promise<ThrowawayFreeRadius> {
  if (!existsSync(PACKAGED_RADDB) || !existsSync("/usr/sbin/freeradius"))
    throw new Error("FreeRADIUS is not installed: run `node tools/ensure-install.mjs --radius`");
  // a port picked free may be taken before FreeRADIUS binds it: then again, with others
  for (let attempt = 1; ; attempt++) {
    const dir = mkdtempSync(join(tmpdir(), "gangway-freeradius-"));
    try {
      const raddb = copyPackagedConfig(dir, o.secret);
      const ports = await distinctPorts();
      o.configure(raddb, ports);
      const args = o.debug ? ["-f", "-X", "-d", raddb] : ["-f", "-l", "stdout", "-d", raddb];
      const child = spawn("/usr/sbin/freeradius", args, {
        env: { PATH: process.env.PATH ?? "/usr/bin:/bin", ...o.env },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      const keep = (chunk: Buffer) => {
        output += chunk.toString();
      };
      child.stdout.on("data", keep);
      child.stderr.on("data", keep);
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      try {
        await whenReady(child, () => output, o.startMs ?? 20_000);
      } catch (error) {
        child.kill("SIGKILL");
        await exited;
        throw error;
      }
      return {
        raddb,
        authPort: ports.auth,
        acctPort: ports.acct,
        pid: child.pid,
        output: () => output,
        stop: async () => {
          child.kill("SIGTERM");
          const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
          await exited;
          clearTimeout(timer);
          rmSync(dir, { recursive: true, force: true });
        },
      };
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      if (attempt >= 3 || !/Address already in use/.test(String(error))) throw error;
    }
  }
}
