import { type ChildProcess, execFile, execFileSync, spawn } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fleetVariant } from "../../server/helpers/fleetVariant.ts";
import { tempDir } from "../../server/helpers/testApp.ts";
import { scaled } from "../../timeoutFactor.ts";

export const OPENNDS_ZONE = "gn-premium-demo";
export const FASKEY = "opennds-rig-faskey-of-40-characters-0123";
// three namespaces of the rig's own: the passenger's device, the gateway, the upstream (portal and "internet")
export const NS = { device: "gwy-nds-device", gateway: "gwy-nds-gateway", upstream: "gwy-nds-upstream" };
const LAN = { gateway: "192.168.77.1", net: "192.168.77.0/24" };
const WAN = { gateway: "10.77.0.2", upstream: "10.77.0.1" };
export const PORTAL = `http://${WAN.upstream}:5601`;
// level 3: the rig's TLS proxy in front of it (tlsProxy.ts), as openNDS wants its FAS there
const TLS_PORT = 5643;
export const PORTAL_TLS = `https://${WAN.upstream}:${TLS_PORT}`;
// a made-up address (TEST-NET-3) the upstream namespace answers on: the only "internet" there is
export const INTERNET = "http://203.0.113.10";
const HERE = resolve("tests/gateways/opennds");
const AGENT = resolve("ops/opennds");
// the project's Node 22 (server/main.ts is TypeScript), whatever Node runs the test runner
const NODE = resolve("node_modules/.bin/node");
// where the rig's wget wrapper says openNDS's watchdog asked its /mhdstatus (tests/gateways/opennds/wget)
const MHD_ASKED = "/tmp/gangway-rig-mhd-asked";
// where the agent's BinAuth marks the tokens Gangway checked (ops/opennds/gangway-binauth.sh)
const VETTED = "/tmp/gangway-opennds";
// an `ndsctl json` under way, as the agent's is (a lockf lock, which node cannot take; Debian's
// python can): openNDS's lock held, and its connection open in openNDS, which hands that descriptor
// to every script it starts meanwhile (BinAuth among them). Once told, it asks, and it ends once
// every process holding openNDS's end of the connection has closed it: a script that outlives its
// call (a re-admission started from BinAuth) kept that ndsctl, and the lock, for minutes
const LOCK_HOLDER = [
  "import fcntl, socket, sys",
  "f = open('/tmp/ndsctl.lock', 'a')",
  "fcntl.lockf(f, fcntl.LOCK_EX)",
  "s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)",
  "s.connect('/tmp/ndsctl.sock')",
  "print('held', flush=True)",
  "sys.stdin.read()",
  "s.sendall(b'json\\r\\n\\r\\n')",
  "while s.recv(65536): pass",
].join("\n");
// what Debian's openNDS leaves outside its namespace: one instance per machine (global /tmp paths)
const GLOBAL_LEFTOVERS = [
  "/tmp/ndsctl.sock",
  "/tmp/ndsctl.lock",
  "/tmp/ndsdebuglevel",
  "/tmp/ndscids",
  "/tmp/dhcp.leases",
  "/tmp/ndslog",
  MHD_ASKED,
  VETTED,
];

const run = (cmd: string, args: string[]) =>
  execFileSync(cmd, args, { stdio: ["ignore", "pipe", "pipe"] }).toString();
// a command that waits on openNDS (curl through it): the event loop keeps reading openNDS's and the
// server's output meanwhile, so neither blocks on a full pipe
const runAsync = (cmd: string, args: string[]) =>
  new Promise<string>((done, fail) =>
    execFile(cmd, args, (error, stdout) => (error ? fail(Object.assign(error, { stdout })) : done(stdout))),
  );
const inNs = (ns: string, cmd: string, ...args: string[]) => run("ip", ["netns", "exec", ns, cmd, ...args]);

/** Why this machine cannot run the rig (not root, no openNDS, no namespaces), or undefined. */
export function cannotRun(): string | undefined {
  if (process.getuid?.() !== 0) return "the openNDS end-to-end test needs root (network namespaces)";
  for (const bin of [
    "/usr/bin/opennds",
    "/usr/sbin/dnsmasq",
    "/usr/sbin/udhcpc",
    "/usr/sbin/nft",
    "/usr/bin/php",
    "/usr/bin/python3",
  ])
    if (!existsSync(bin))
      return `${bin} is missing (npm test installs opennds, dnsmasq-base, udhcpc, php-cli from apt)`;
  try {
    run("ip", ["netns", "add", "gwy-nds-probe"]);
    run("ip", ["netns", "del", "gwy-nds-probe"]);
  } catch (error) {
    return `this machine cannot make network namespaces: ${(error as Error).message.split("\n")[0]}`;
  }
  return undefined;
}

/** Everything a rig (this run's or a killed run's) leaves: its namespaces' processes, the namespaces, openNDS's files. */
export function cleanUp(): void {
  for (const ns of Object.values(NS)) {
    let pids: string[] = [];
    try {
      pids = run("ip", ["netns", "pids", ns]).split(/\s+/).filter(Boolean);
    } catch {
      continue; // no such namespace
    }
    for (const pid of pids) {
      try {
        process.kill(Number(pid), "SIGKILL");
      } catch {
        // gone already
      }
    }
    try {
      run("ip", ["netns", "del", ns]);
    } catch {
      // another cleanup got there first
    }
    rmSync(`/etc/netns/${ns}`, { recursive: true, force: true });
  }
  for (const path of GLOBAL_LEFTOVERS) rmSync(path, { recursive: true, force: true });
}

// a process the rig needs: its exit fails the wait at once instead of at the hang guard
function watch(child: ChildProcess, what: string): () => true {
  let gone = false;
  child.on("exit", () => {
    gone = true;
  });
  return () => {
    if (gone) throw new Error(`${what} exited`);
    return true;
  };
}

async function until<T>(
  what: string,
  read: () => T | undefined | Promise<T | undefined>,
  ms = 20_000,
): Promise<T> {
  const deadline = Date.now() + scaled(ms);
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`waited in vain for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

// how many of openNDS's library scripts run in the gateway's namespace now
function openndsScripts(): number {
  let pids: string[] = [];
  try {
    pids = run("ip", ["netns", "pids", NS.gateway]).split(/\s+/).filter(Boolean);
  } catch {
    return 0;
  }
  return pids.filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("/usr/lib/opennds/libopennds.sh");
    } catch {
      return false; // ended meanwhile
    }
  }).length;
}

function network(): void {
  for (const ns of Object.values(NS)) run("ip", ["netns", "add", ns]);
  run("ip", [
    "link",
    "add",
    "dev0",
    "netns",
    NS.device,
    "type",
    "veth",
    "peer",
    "name",
    "ndslan",
    "netns",
    NS.gateway,
  ]);
  run("ip", [
    "link",
    "add",
    "ndswan",
    "netns",
    NS.gateway,
    "type",
    "veth",
    "peer",
    "name",
    "up0",
    "netns",
    NS.upstream,
  ]);
  const ip = (ns: string, ...args: string[]) => run("ip", ["-n", ns, ...args]);
  for (const ns of Object.values(NS)) ip(ns, "link", "set", "lo", "up");
  ip(NS.device, "link", "set", "dev0", "up");
  ip(NS.gateway, "addr", "add", `${LAN.gateway}/24`, "dev", "ndslan");
  ip(NS.gateway, "link", "set", "ndslan", "up");
  ip(NS.gateway, "addr", "add", `${WAN.gateway}/24`, "dev", "ndswan");
  ip(NS.gateway, "link", "set", "ndswan", "up");
  ip(NS.upstream, "addr", "add", `${WAN.upstream}/24`, "dev", "up0");
  ip(NS.upstream, "link", "set", "up0", "up");
  ip(NS.upstream, "addr", "add", "203.0.113.10/32", "dev", "lo");
  // openNDS's online check wants a default route that is not through its own interface
  ip(NS.gateway, "route", "add", "default", "via", WAN.upstream);
  ip(NS.upstream, "route", "add", LAN.net, "via", WAN.gateway);
  inNs(NS.gateway, "sysctl", "-qw", "net.ipv4.ip_forward=1");
}

// openNDS reads /etc/opennds/opennds.conf; `ip netns exec` lays /etc/netns/<ns>/opennds over it
function configure(level: 1 | 3, debuglevel: number): void {
  const dir = `/etc/netns/${NS.gateway}/opennds`;
  mkdirSync(dir, { recursive: true });
  // lower-case keys: openNDS's shell helpers read the file with case-sensitive keys
  const conf = [
    "gatewayinterface ndslan",
    `gatewayname ${OPENNDS_ZONE}`,
    "gatewayport 2050",
    `fasremoteip ${WAN.upstream}`,
    // level 3: https to the rig's TLS proxy, the fas encrypted by php-cli, grants fetched by authmon
    `fasport ${level === 3 ? TLS_PORT : 5601}`,
    `faspath /opennds/${OPENNDS_ZONE}`,
    `fas_secure_enabled ${level}`,
    `faskey ${FASKEY}`,
    // as npm run gateway -- config prints it: behind "#", or the 9.10 daemon stops (Bad option);
    // authmon.sh reads it there all the same. A grant lost to a busy ndsctl comes again after it
    "#nat_traversal_poll_interval 2",
    `binauth ${AGENT}/gangway-binauth.sh`,
    // the agent re-admits by MAC a device openNDS let through without BinAuth (gangway-readmit.sh)
    "allow_preemptive_authentication 1",
    // no renaming itself with a serial number, no edits of /etc/hosts, no DHCP option of its own
    "enable_serial_number_suffix 0",
    "gatewayfqdn disable",
    "dhcp_default_url_enable 0",
    // openNDS 9.10 (its HEAD too) divides by zero and dies when a device is let through exactly one
    // second after a client-list refresh took its clock (src/auth.c, fw_refresh_client_list:
    // durationsecs = now - window_start + 1): on a loaded machine the refresh's scripts before its
    // lock take seconds, and with a refresh every 5 s one run in a few lost openNDS that way (the
    // "000"s). Its first refresh runs at start, before any device; the next long after the test
    // (openNDS wants it under half of either idle timeout). ndsctl json counts the bytes itself
    "preauthidletimeout 120",
    "checkinterval 3000",
    `debuglevel ${debuglevel}`,
    "sessiontimeout 1440",
    // a device's DHCP renewals reach dnsmasq on the gateway
    "firewallruleset users-to-router {",
    "    firewallrule allow udp port 67",
    "}",
    "",
  ];
  writeFileSync(join(dir, "opennds.conf"), conf.join("\n"));
  const agent = [
    `GANGWAY_URL=${PORTAL}`,
    `GANGWAY_ZONE=${OPENNDS_ZONE}`,
    `GANGWAY_FASKEY=${FASKEY}`,
    // every `ndsctl json` holds openNDS's client list while it runs a script per device: often
    // enough for the usage test, seldom enough to leave openNDS's web server time on two cores
    "GANGWAY_INTERVAL=2",
    "",
  ];
  writeFileSync(join(dir, "gangway-agent.conf"), agent.join("\n"), { mode: 0o600 });
}

/** The rig: Debian's real openNDS between a device and the real Gangway, in three namespaces. */
export interface OpenndsRig {
  /** runs a command in the device's namespace: its output, or a rejection with `stdout` */
  device(cmd: string, ...args: string[]): Promise<string>;
  /** another passenger's device: the device's interface with a new MAC, and a new DHCP lease */
  nextDevice(): void;
  /** Chromium's launcher in the device's namespace (for Playwright's executablePath) */
  chromium: string;
  /** the portal's origin as openNDS sends devices there: http at level 1, the TLS proxy's at level 3 */
  portal: string;
  /** openNDS's `ndsctl json`, its clients by MAC (undefined while another ndsctl holds its lock) */
  clients(): Record<string, Record<string, unknown>> | undefined;
  /**
   * is a busy `ndsctl json` (LOCK_HOLDER): openNDS's ndsctl lock held (waiting its turn to take it)
   * and its connection open, until the returned function has it ask and read its answer to the end.
   * openNDS 9.10 meanwhile lets a device through /opennds_auth/ without BinAuth
   */
  holdNdsctlLock(): Promise<() => Promise<void>>;
  gatewayLog(): string;
  serverLog(): string;
  /** what a failed wait should say: is openNDS running, the device's address and route, the logs' ends */
  state(): string;
  close(): Promise<void>;
}

// one rig per machine (fixed namespaces, openNDS's global /tmp files): a second run's rig waits
// for the first's to close instead of cleaning it away under its test
const LOCK = "/run/gangway-opennds-rig.pid";
const holder = (): number | undefined => {
  try {
    const pid = Number(readFileSync(LOCK, "utf8"));
    process.kill(pid, 0);
    return pid === process.pid ? undefined : pid;
  } catch {
    return undefined; // no lock, or its process is gone
  }
};

// level 3's certificate for the portal's address, self-signed: what openNDS's php trusts
// (SSL_CERT_FILE, which OpenSSL's default verify paths read) and the device's browser is told to take
function certificate(dir: string): { cert: string; key: string } {
  const cert = join(dir, "portal-cert.pem");
  const key = join(dir, "portal-key.pem");
  run("openssl", [
    ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes"],
    ...["-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=gangway-opennds-rig"],
    ...["-addext", `subjectAltName=IP:${WAN.upstream}`],
  ]);
  return { cert, key };
}

// the end of a file the rig's scripts write, or why there is none
function readTail(file: string, chars: number): string {
  try {
    return readFileSync(file, "utf8").slice(-chars);
  } catch {
    return "(nothing logged)";
  }
}

/**
 * `logDir`: where the rig keeps every line of openNDS's, the agent's, the server's (its access log,
 * at info), the TLS proxy's and the stand-in internet's output, whole, for a failure to be read
 * after the run (the rig's state() gives only their ends). `OPENNDS_DEBUGLEVEL` (default 1, 3 is
 * openNDS's debug: every request it answers) raises openNDS's own log for an investigation.
 */
// openNDS 9.10's exit when two of its threads ran scripts at once (docs/how-to/opennds.md, "It loses
// a script's exit status"): at level 3 authmon's first `ndsctl status` (5 s after openNDS's start,
// which took 20 s beside a CPU burner) can meet the watchdog's first round, which the rig cannot
// keep apart. Debian's unit restarts openNDS then (Restart=on-failure): the rig, which has no
// systemd, starts afresh, at most twice, while no device has been let in
const VENDOR_START_EXIT = "Unable to get routing configuration, exiting";
const START_ATTEMPTS = 3;

export async function startOpenndsRig(
  chromiumPath: string,
  level: 1 | 3 = 1,
  logDir?: string,
): Promise<OpenndsRig> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(
        chromiumPath,
        level,
        logDir && (attempt > 1 ? join(logDir, `start-${attempt}`) : logDir),
      );
    } catch (error) {
      const message = (error as Error).message;
      if (attempt >= START_ATTEMPTS || !message.includes(VENDOR_START_EXIT)) throw error;
      console.warn(
        `openNDS exited at its start ("${VENDOR_START_EXIT}"): the rig starts again, as Debian's unit would`,
      );
    }
  }
}

async function startOnce(
  chromiumPath: string,
  level: 1 | 3,
  logDir: string | undefined,
): Promise<OpenndsRig> {
  await until(
    "another run's openNDS rig to close",
    () => (holder() === undefined ? true : undefined),
    60_000,
  );
  writeFileSync(LOCK, String(process.pid));
  cleanUp();
  const children: ChildProcess[] = [];
  const logs = { gateway: "", server: "", internet: "", tls: "" };
  const fleet = fleetVariant((f) => {
    f.layout(OPENNDS_ZONE).network = {
      gateway: "opennds",
      controllerHosts: [LAN.gateway],
      ...(level === 3 ? { openndsFasLevel: 3 } : {}),
    };
  });
  const dataDir = tempDir("gangway-opennds-");
  // the rig's wrappers first (nft, wget, logger: tests/gateways/opennds/), and where its logger writes
  const scriptLog = join(logDir ?? dataDir, "logger.log");
  const rigPath = { PATH: `${HERE}:/usr/sbin:/usr/bin:/sbin:/bin`, GANGWAY_RIG_LOGGER: scriptLog };
  const spawnIn = (ns: string, log: keyof typeof logs | undefined, cmd: string, args: string[], env = {}) => {
    const child = spawn("ip", ["netns", "exec", ns, cmd, ...args], {
      env: { PATH: process.env.PATH, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const keep = (chunk: Buffer) => {
      if (!log) return;
      logs[log] = (logs[log] + chunk.toString()).slice(-200_000);
      if (logDir) appendFileSync(join(logDir, `${log}.log`), chunk);
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    children.push(child);
    return child;
  };
  const close = async () => {
    for (const child of children.reverse()) child.kill("SIGKILL");
    cleanUp();
    fleet.remove();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(LOCK, { force: true });
  };
  try {
    if (logDir) mkdirSync(logDir, { recursive: true });
    network();
    configure(level, Number(process.env.OPENNDS_DEBUGLEVEL ?? 1));
    const tls = level === 3 ? certificate(dataDir) : undefined;
    const server = spawnIn(NS.upstream, "server", NODE, ["server/main.ts"], {
      ...{
        HOST: WAN.upstream,
        PORT: "5601",
        DATA_DIR: dataDir,
        STATIC_DIR: resolve(process.env.E2E_STATIC_DIR ?? "dist"),
      },
      ...{ MANIFESTS_DIR: fleet.manifestsDir, DEMO: "1", TEST_MODE: "1", LOG_LEVEL: "info" },
      GATEWAY_KEYS: `${OPENNDS_ZONE}=${FASKEY}`,
      // level 3: the rig's TLS proxy, on this address, says who asked and that it was https
      ...(tls ? { TRUST_PROXY: WAN.upstream } : {}),
      BRAND_CACHE_DIR: resolve("node_modules/.cache/gangway-brand"),
      WARM_BRAND_IMAGES: "0",
    });
    const internet = spawnIn(NS.upstream, "internet", NODE, [
      join(HERE, "standInInternet.ts"),
      "203.0.113.10",
      "80",
    ]);
    // DHCP only (no DNS: the rig's addresses are numbers); openNDS lets a device through only
    // with a lease it finds in one of its known lease files
    spawnIn(NS.gateway, undefined, "/usr/sbin/dnsmasq", [
      ...[
        "--keep-in-foreground",
        "--conf-file=/dev/null",
        "--port=0",
        "--interface=ndslan",
        "--bind-interfaces",
      ],
      ...[
        "--dhcp-range=192.168.77.10,192.168.77.50,1h",
        "--dhcp-leasefile=/tmp/dhcp.leases",
        `--dhcp-option=3,${LAN.gateway}`,
      ],
    ]);
    const alive = watch(server, "the server");
    await until(
      "the portal",
      () => (alive() && logs.server.includes(`${PORTAL}/`) ? true : undefined),
      30_000,
    );
    if (tls) {
      const proxy = spawnIn(NS.upstream, "tls", NODE, [
        ...[join(HERE, "tlsProxy.ts"), tls.cert, tls.key],
        ...[WAN.upstream, String(TLS_PORT), PORTAL],
      ]);
      const proxyAlive = watch(proxy, "the TLS proxy");
      await until("the TLS proxy", () => (proxyAlive() && logs.tls.includes("listening") ? true : undefined));
    }
    // before openNDS's rules are in, the device's requests reach it: an answer, not a refusal
    const internetAlive = watch(internet, "the stand-in internet");
    await until("the stand-in internet", () =>
      internetAlive() && logs.internet.includes("listening") ? true : undefined,
    );
    // the device's lease; its own script sets the address and route, never the machine's resolv.conf
    const lease = () =>
      inNs(NS.device, "udhcpc", "-i", "dev0", "-n", "-q", "-f", "-t", "20", "-s", join(HERE, "udhcpc.sh"));
    lease();
    const opennds = spawnIn(NS.gateway, "gateway", "/usr/bin/opennds", ["-f"], {
      ...rigPath,
      // the deadline of its web server watchdog's question (tests/gateways/opennds/wget)
      GANGWAY_RIG_DEADLINE: String(Math.ceil(scaled(2_000) / 1000)),
      // level 3: authmon's php trusts the portal's certificate (OpenSSL's default verify paths)
      ...(tls ? { SSL_CERT_FILE: tls.cert } : {}),
    });
    const ndsAlive = watch(opennds, "openNDS");
    // openNDS 9.10 runs its scripts with popen while a SIGCHLD handler reaps children, which it
    // lifts per call (src/util.c, _execute_ret): two threads running scripts at once can lose a
    // child's status, and when that call was its routing check it exits ("Unable to get routing
    // configuration, exiting"). At start its watchdog thread runs one (mhdcheck, then the routing
    // check), and so does every `ndsctl status`: the rig asks none, and lets the device in once
    // openNDS runs and its watchdog's first round is over (its /mhdstatus question asked, no script running)
    await until("openNDS to run", () =>
      ndsAlive() && logs.gateway.includes("openNDS is now running") ? true : undefined,
    );
    await until("openNDS's first watchdog round", () =>
      ndsAlive() && existsSync(MHD_ASKED) ? true : undefined,
    );
    let idle = 0;
    await until("openNDS's scripts to end", async () => {
      ndsAlive();
      idle = openndsScripts() === 0 ? idle + 1 : 0;
      return idle >= 2 ? true : undefined;
    });
    // level 3: authmon's start (5 s on, an `ndsctl status`, then its arguments saved for
    // libopennds.sh and the FAS's list cleared) before the agent's ndsctl and the device's requests.
    // Its own log lines go to the rig's logger (tests/gateways/opennds/logger)
    if (tls)
      await until("authmon to start", () =>
        ndsAlive() && existsSync("/tmp/ndscids/authmonargs") ? true : undefined,
      );
    spawnIn(NS.gateway, "gateway", join(AGENT, "gangway-agent.sh"), [], rigPath);
    let devices = 0;
    const launcher = join(dataDir, "chromium-in-device");
    writeFileSync(launcher, `#!/bin/sh\nexec ip netns exec ${NS.device} ${chromiumPath} "$@"\n`, {
      mode: 0o755,
    });
    return {
      device: (cmd, ...args) => runAsync("ip", ["netns", "exec", NS.device, cmd, ...args]),
      nextDevice() {
        devices++;
        const mac = `02:77:00:00:00:${devices.toString(16).padStart(2, "0")}`;
        run("ip", ["-n", NS.device, "link", "set", "dev0", "down"]);
        run("ip", ["-n", NS.device, "link", "set", "dev0", "address", mac]);
        run("ip", ["-n", NS.device, "addr", "flush", "dev", "dev0"]);
        run("ip", ["-n", NS.device, "link", "set", "dev0", "up"]);
        lease();
      },
      chromium: launcher,
      portal: tls ? PORTAL_TLS : PORTAL,
      clients() {
        try {
          return JSON.parse(inNs(NS.gateway, "ndsctl", "json")).clients;
        } catch {
          return undefined; // exit 4: another ndsctl (the agent's, authmon's) holds the lock
        }
      },
      async holdNdsctlLock() {
        const holder = spawn("/usr/bin/python3", ["-c", LOCK_HOLDER], { stdio: ["pipe", "pipe", "inherit"] });
        children.push(holder);
        const gone = new Promise<void>((done) => holder.on("exit", () => done()));
        await new Promise<void>((held, fail) => {
          holder.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("held") && held());
          holder.on("exit", (code) => fail(new Error(`the ndsctl lock holder exited (${code})`)));
        });
        return async () => {
          holder.stdin.end();
          await gone;
        };
      },
      gatewayLog: () => logs.gateway,
      serverLog: () => logs.server,
      state() {
        const tryRun = (what: string, cmd: string, args: string[]) => {
          try {
            return `${what}: ${run(cmd, args).trim()}`;
          } catch (error) {
            return `${what}: ${(error as Error).message.split("\n")[0]}`;
          }
        };
        return [
          `openNDS ${opennds.exitCode === null ? "running" : `exited (${opennds.exitCode})`}`,
          tryRun("device", "ip", ["-n", NS.device, "-br", "addr", "show", "dev0"]),
          tryRun("device route", "ip", ["-n", NS.device, "route"]),
          `--- openNDS ---\n${logs.gateway.slice(-3000)}`,
          `--- the scripts' logger ---\n${readTail(scriptLog, 2000)}`,
          `--- server ---\n${logs.server.slice(-2000)}`,
          ...(logs.tls ? [`--- TLS proxy ---\n${logs.tls.slice(-1000)}`] : []),
        ].join("\n");
      },
      close,
    };
  } catch (error) {
    await close();
    throw new Error(
      `${(error as Error).message}\n--- openNDS ---\n${logs.gateway.slice(-4000)}\n--- server ---\n${logs.server.slice(-4000)}`,
    );
  }
}
