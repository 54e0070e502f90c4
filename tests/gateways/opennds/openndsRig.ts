import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
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
// a made-up address (TEST-NET-3) the upstream namespace answers on: the only "internet" there is
export const INTERNET = "http://203.0.113.10";
const HERE = resolve("tests/gateways/opennds");
const AGENT = resolve("ops/opennds");
// the project's Node 22 (server/main.ts is TypeScript), whatever Node runs the test runner
const NODE = resolve("node_modules/.bin/node");
// what Debian's openNDS leaves outside its namespace: one instance per machine (global /tmp paths)
const GLOBAL_LEFTOVERS = [
  "/tmp/ndsctl.sock",
  "/tmp/ndsctl.lock",
  "/tmp/ndsdebuglevel",
  "/tmp/ndscids",
  "/tmp/dhcp.leases",
  "/tmp/ndslog",
];

const run = (cmd: string, args: string[]) =>
  execFileSync(cmd, args, { stdio: ["ignore", "pipe", "pipe"] }).toString();
const inNs = (ns: string, cmd: string, ...args: string[]) => run("ip", ["netns", "exec", ns, cmd, ...args]);

/** Why this machine cannot run the rig (not root, no openNDS, no namespaces), or undefined. */
export function cannotRun(): string | undefined {
  if (process.getuid?.() !== 0) return "the openNDS end-to-end test needs root (network namespaces)";
  for (const bin of ["/usr/bin/opennds", "/usr/sbin/dnsmasq", "/usr/sbin/udhcpc", "/usr/sbin/nft"])
    if (!existsSync(bin))
      return `${bin} is missing (npm test installs opennds, dnsmasq-base, udhcpc from apt)`;
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
function configure(): void {
  const dir = `/etc/netns/${NS.gateway}/opennds`;
  mkdirSync(dir, { recursive: true });
  // lower-case keys: openNDS's shell helpers read the file with case-sensitive keys
  const conf = [
    "gatewayinterface ndslan",
    `gatewayname ${OPENNDS_ZONE}`,
    "gatewayport 2050",
    `fasremoteip ${WAN.upstream}`,
    "fasport 5601",
    `faspath /opennds/${OPENNDS_ZONE}`,
    "fas_secure_enabled 1",
    `faskey ${FASKEY}`,
    `binauth ${AGENT}/gangway-binauth.sh`,
    // no renaming itself with a serial number, no edits of /etc/hosts, no DHCP option of its own
    "enable_serial_number_suffix 0",
    "gatewayfqdn disable",
    "dhcp_default_url_enable 0",
    "checkinterval 5",
    "debuglevel 1",
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
    "GANGWAY_INTERVAL=1",
    "",
  ];
  writeFileSync(join(dir, "gangway-agent.conf"), agent.join("\n"), { mode: 0o600 });
}

/** The rig: Debian's real openNDS between a device and the real Gangway, in three namespaces. */
export interface OpenndsRig {
  /** runs a command in the device's namespace */
  device(cmd: string, ...args: string[]): string;
  /** another passenger's device: the device's interface with a new MAC, and a new DHCP lease */
  nextDevice(): void;
  /** Chromium's launcher in the device's namespace (for Playwright's executablePath) */
  chromium: string;
  gatewayLog(): string;
  serverLog(): string;
  close(): Promise<void>;
}

export async function startOpenndsRig(chromiumPath: string): Promise<OpenndsRig> {
  cleanUp();
  const children: ChildProcess[] = [];
  const logs = { gateway: "", server: "" };
  const fleet = fleetVariant((f) => {
    f.layout(OPENNDS_ZONE).network = { gateway: "opennds", controllerHosts: [LAN.gateway] };
  });
  const dataDir = tempDir("gangway-opennds-");
  const spawnIn = (ns: string, log: keyof typeof logs | undefined, cmd: string, args: string[], env = {}) => {
    const child = spawn("ip", ["netns", "exec", ns, cmd, ...args], {
      env: { PATH: process.env.PATH, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const keep = (chunk: Buffer) => {
      if (log) logs[log] = (logs[log] + chunk.toString()).slice(-200_000);
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
  };
  try {
    network();
    configure();
    const server = spawnIn(NS.upstream, "server", NODE, ["server/main.ts"], {
      ...{
        HOST: WAN.upstream,
        PORT: "5601",
        DATA_DIR: dataDir,
        STATIC_DIR: resolve(process.env.E2E_STATIC_DIR ?? "dist"),
      },
      ...{ MANIFESTS_DIR: fleet.manifestsDir, DEMO: "1", TEST_MODE: "1", LOG_LEVEL: "warn" },
      GATEWAY_KEYS: `${OPENNDS_ZONE}=${FASKEY}`,
      BRAND_CACHE_DIR: resolve("node_modules/.cache/gangway-brand"),
      WARM_BRAND_IMAGES: "0",
    });
    spawnIn(NS.upstream, undefined, NODE, [join(HERE, "standInInternet.ts"), "203.0.113.10", "80"]);
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
    // the device's lease; its own script sets the address and route, never the machine's resolv.conf
    const lease = () =>
      inNs(NS.device, "udhcpc", "-i", "dev0", "-n", "-q", "-f", "-t", "20", "-s", join(HERE, "udhcpc.sh"));
    lease();
    const opennds = spawnIn(NS.gateway, "gateway", "/usr/bin/opennds", ["-f"], {
      PATH: `${HERE}:/usr/sbin:/usr/bin:/sbin:/bin`,
    });
    const ndsAlive = watch(opennds, "openNDS");
    await until("openNDS to run", () => {
      ndsAlive();
      try {
        return inNs(NS.gateway, "ndsctl", "status").includes("Version") ? true : undefined;
      } catch {
        return undefined;
      }
    });
    spawnIn(NS.gateway, "gateway", join(AGENT, "gangway-agent.sh"), []);
    let devices = 0;
    const launcher = join(dataDir, "chromium-in-device");
    writeFileSync(launcher, `#!/bin/sh\nexec ip netns exec ${NS.device} ${chromiumPath} "$@"\n`, {
      mode: 0o755,
    });
    return {
      device: (cmd, ...args) => inNs(NS.device, cmd, ...args),
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
      gatewayLog: () => logs.gateway,
      serverLog: () => logs.server,
      close,
    };
  } catch (error) {
    await close();
    throw new Error(
      `${(error as Error).message}\n--- openNDS ---\n${logs.gateway.slice(-4000)}\n--- server ---\n${logs.server.slice(-4000)}`,
    );
  }
}
