import { dialectName } from "./gatewayDialects.ts";
import { type ConfigSection, type GatewaySide, placeholder } from "./GatewaySide.ts";
import { mikrotikLoginPage, mikrotikLogoutPage } from "./mikrotikPages.ts";

const hostOf = (origin: string) => new URL(origin).host;
const nasId = (s: GatewaySide) => s.network.nasIdentifiers?.[0] ?? s.zoneId;
const gatewayAddress = (s: GatewaySide) =>
  s.network.controllerHosts?.[0] ?? placeholder("the gateway's address");
const radiusHost = (s: GatewaySide) => s.radiusHost ?? placeholder("Gangway's address (RADIUS_HOST)");
// secrets are printed only when asked for (--with-secrets): the output is pasted and shared
const radiusSecret = (s: GatewaySide) =>
  s.radiusSecret ??
  placeholder("the gateway's secret in RADIUS_CLIENTS (16+ characters; --with-secrets prints it)");

// shell assignments, each with why beside it
const assignments = (lines: [string, string?][]) =>
  lines.map(([line, why]) => (why ? `${line.padEnd(48)} # ${why}` : line)).join("\n");

function coovaChilli(s: GatewaySide): ConfigSection {
  const allowed = [hostOf(s.portalOrigin), ...s.walledGarden].join(",");
  const text = assignments([
    [`HS_UAMLISTEN=${gatewayAddress(s)}`, "network.controllerHosts: devices log on here"],
    ["HS_UAMPORT=3990"],
    [`HS_NASID=${nasId(s)}`, "the zone (or one of network.nasIdentifiers)"],
    [`HS_RADIUS=${radiusHost(s)}`, "Gangway's RADIUS server (RADIUS_HOST)"],
    [`HS_RADIUS2=${radiusHost(s)}`],
    [`HS_RADAUTH=${s.authPort}`],
    [`HS_RADACCT=${s.acctPort}`],
    [`HS_RADSECRET=${radiusSecret(s)}`],
    [
      `HS_UAMSECRET=${s.uamSecret ?? placeholder("the zone's GATEWAY_KEYS entry (32+ characters; --with-secrets prints it)")}`,
      "signs the redirect (md), hides the password",
    ],
    [`HS_UAMSERVER=${hostOf(s.portalOrigin)}`],
    [`HS_UAMFORMAT='${s.portalOrigin}/?zoneId=${s.zoneId}'`, "devices land on the portal"],
    ["HS_UAMHOMEPAGE=none", "no splash page of chilli's own first"],
    [`HS_UAMALLOW=${allowed}`, "the walled garden"],
    ["HS_MACAUTH=on", "a device whose session runs is let on by its MAC"],
    ["HS_MACREAUTH=on", "and again at its next redirect (after an idle timeout)"],
    [`HS_COAPORT=${s.disconnectPort}`, "takes Gangway's Disconnect-Requests"],
  ]);
  // Gangway's lines only: the hotspot's own network comes from the ship
  const merge = [
    "# Gangway's part of /etc/chilli/config: merge these lines into it, beside the network lines it",
    "# must keep (HS_LANIF, HS_NETWORK and HS_NETMASK, which must include HS_UAMLISTEN, HS_DNS1, HS_DNS2)",
  ].join("\n");
  return { title: "/etc/chilli/config (CoovaChilli)", language: "sh", text: `${merge}\n${text}\n` };
}

// how the portal's login reaches the hotspot (RouterOS's login-by): over https when the portal is
// https (its password as typed, inside TLS; the router needs a certificate for its dns-name), else
// http-chap (the password hashed with the hotspot's challenge). MAC authentication first in both.
function loginBy(s: GatewaySide): string {
  if (!s.portalOrigin.startsWith("https:")) return "login-by=mac,http-chap";
  const certificate = placeholder("the router's certificate for dns-name (/certificate print)");
  return `login-by=mac,https ssl-certificate=${certificate} dns-name=${placeholder("the hotspot's DNS name, as its certificate names it")}`;
}

// the walled garden: the HTTP one sees only plain http (it cannot read a TLS connection's host), so an
// https host also needs an IP-level entry (RouterOS resolves its dst-host)
function walledGarden(s: GatewaySide): string[] {
  const portal = new URL(s.portalOrigin);
  const hosts = [{ host: portal.hostname, https: portal.protocol === "https:", port: portal.port || "443" }];
  // the card provider's window is always https
  hosts.push(...s.walledGarden.map((host) => ({ host, https: true, port: "443" })));
  return hosts.flatMap(({ host, https, port }) => [
    `/ip hotspot walled-garden add dst-host=${host}`,
    ...(https ? [`/ip hotspot walled-garden ip add dst-host=${host} protocol=tcp dst-port=${port}`] : []),
  ]);
}

function mikrotik(s: GatewaySide): ConfigSection[] {
  const commands = [
    `/radius add service=hotspot address=${radiusHost(s)} secret=${radiusSecret(s)} authentication-port=${s.authPort} accounting-port=${s.acctPort} timeout=2s`,
    `/radius incoming set accept=yes port=${s.disconnectPort}`,
    `/ip hotspot profile set hsprof1 use-radius=yes ${loginBy(s)} radius-interim-update=received \\`,
    "  nas-port-type=wireless-802.11 radius-mac-format=XX-XX-XX-XX-XX-XX html-directory-override=gangway",
    // the router's identity is its NAS-Identifier for every hotspot on it: the zone is the hotspot
    // server's name instead, which RouterOS sends as Called-Station-Id (hotspot1: /ip hotspot setup's)
    "# hotspot1: the hotspot server of this zone (/ip hotspot print); its name tells Gangway the zone",
    `/ip hotspot set [find name=hotspot1] name=${nasId(s)}`,
    ...walledGarden(s),
  ];
  return [
    {
      title: `RouterOS (the hotspot at ${gatewayAddress(s)}, network.controllerHosts)`,
      language: "routeros",
      text: `${commands.join("\n")}\n`,
    },
    {
      title: "hotspot/gangway/login.html",
      language: "html",
      text: mikrotikLoginPage(s.portalOrigin, s.zoneId),
    },
    {
      title: "hotspot/gangway/logout.html",
      language: "html",
      text: mikrotikLogoutPage(s.portalOrigin, s.zoneId),
    },
  ];
}

// openNDS below level 3 builds its FAS URL as http://<fasremoteip or fasremotefqdn>:<fasport><faspath>
function opennds(s: GatewaySide): ConfigSection[] {
  const portal = new URL(s.portalOrigin);
  const numeric = /^\d+\.\d+\.\d+\.\d+$/.test(portal.hostname);
  // level 3 reaches the portal over https (openNDS enforces it), below over http
  const level3 = s.network.openndsFasLevel === 3;
  const port = level3
    ? portal.protocol === "https:"
      ? portal.port || "443"
      : placeholder("the portal's https port")
    : portal.protocol === "http:"
      ? portal.port || "80"
      : "80";
  const key = s.uamSecret ?? placeholder("the zone's GATEWAY_KEYS entry (32+ characters, no spaces)");
  const conf = [
    ["# lower-case keys: openNDS's shell helpers read this file case-sensitively"],
    ["gatewayinterface <the passengers' interface, e.g. br-lan>"],
    [`gatewayname ${s.zoneId}`],
    [
      `fasremoteip ${numeric ? portal.hostname : placeholder("the portal's IPv4 address")}`,
      "the portal: openNDS lets held devices reach this address and port",
    ],
    ...(numeric
      ? []
      : ([[`fasremotefqdn ${portal.hostname}`, "the portal's name in the URL"]] as [string, string][])),
    [
      `fasport ${port}`,
      portal.protocol === "https:" && !level3
        ? "level 1 reaches the portal over http: serve it there too"
        : undefined,
    ],
    [`faspath /opennds/${s.zoneId}`, "Gangway's FAS entry for the zone"],
    level3
      ? ["fas_secure_enabled 3", "level 3: the fas encrypted with faskey; needs php-cli and php's openssl"]
      : ["fas_secure_enabled 1", "level 1: the token is sha256(hid and faskey)"],
    [`faskey ${key}`],
    ...(level3
      ? ([
          [
            "#nat_traversal_poll_interval 2",
            "authmon's poll: a grant waits at most this long, and one lost to a busy ndsctl comes again after it. Behind #: openNDS 9.10's daemon stops at this key (Bad option), its authmon.sh finds it there all the same",
          ],
        ] as [string, string][])
      : []),
    ["binauth /usr/lib/gangway/gangway-binauth.sh", "ops/opennds/: asks Gangway for the device's limits"],
    [
      "allow_preemptive_authentication 1",
      "the agent re-admits by MAC, with Gangway's limits, a device openNDS 9.10 let through without BinAuth (its ndsctl lock busy)",
    ],
    ["enable_serial_number_suffix 0", "keeps gatewayname the zone"],
    ...s.walledGarden.map((h) => [`walledgarden_fqdn_list ${h}`, "the card provider's page"]),
  ] as [string, string?][];
  const agent = [
    [`GANGWAY_URL=${s.portalOrigin}`],
    [`GANGWAY_ZONE=${s.zoneId}`],
    [`GANGWAY_FASKEY=${key}`, "the same as faskey: signs every call"],
    ["GANGWAY_INTERVAL=15", "seconds between `ndsctl json` reports"],
  ] as [string, string?][];
  return [
    // openNDS takes a "#" within a line for part of the value: each why on its own line above
    {
      title: "/etc/opennds/opennds.conf (openNDS)",
      language: "sh",
      text: `${conf.map(([line, why]) => (why ? `# ${why}\n${line}` : line)).join("\n")}\n`,
    },
    {
      title:
        "/etc/opennds/gangway-agent.conf (ops/opennds/ in /usr/lib/gangway; run gangway-agent.sh as a service)",
      language: "sh",
      text: `${assignments(agent)}\n`,
    },
  ];
}

function spec(s: GatewaySide): ConfigSection {
  const text = [
    "The spec's access controller (/auth, /logout, /tempbypass, /cnabypass, /triggerrelay on its host):",
    `redirect a new device to ${s.portalOrigin}/?mac=<mac>&zoneId=${s.zoneId}&accessControllerIp=<host>`,
    `with <host> one of network.controllerHosts (${(s.network.controllerHosts ?? []).join(", ") || "none listed"}),`,
    'signed with the zone\'s gateway key when it has one (server/README.md, "Device identity").',
    "",
  ].join("\n");
  return { title: "The spec's controller", language: "text", text };
}

function freeRadiusFront(s: GatewaySide): ConfigSection {
  const lines = [
    "cd /etc/freeradius/3.0   # Gangway's site, module, dictionary and gangway-clients.conf copied in (server/gateway/freeradius/README.md)",
    "rm -f sites-enabled/default sites-enabled/inner-tunnel mods-enabled/eap   # Debian's EAP needs certificates it does not have",
    "ln -s ../sites-available/gangway sites-enabled/gangway",
    "ln -s ../mods-available/gangway mods-enabled/gangway",
    `printf 'GANGWAY_URL=${s.portalOrigin}\\nRADIUS_REST_TOKEN=%s\\n' "$RADIUS_REST_TOKEN" >> /etc/default/freeradius`,
    // the site's own clients: Debian's clients.conf already has 127.0.0.1 (localhost), and a
    // second client there at a gateway's address would stop FreeRADIUS from starting
    "cat >> gangway-clients.conf <<'EOF'   # the gangway site's own clients; clients.conf stays Debian's",
    `client ${nasId(s)} {`,
    `  ipaddr = ${gatewayAddress(s)}`,
    `  secret = ${radiusSecret(s)}`,
    "  require_message_authenticator = yes",
    "}",
    "EOF",
  ];
  return { title: "FreeRADIUS in front (RADIUS_REST_TOKEN)", language: "sh", text: `${lines.join("\n")}\n` };
}

/**
 * The gateway's side of a zone, to paste (`npm run gateway -- config --zone <zoneId>`): the lines
 * its dialect needs, from the zone's manifest and the server's environment, and FreeRADIUS's when
 * it is in front. The README's examples are this function's output (tests/tools/gatewayConfig.test.ts).
 */
export function gatewayConfig(s: GatewaySide): ConfigSection[] {
  const name = dialectName(s.network.gateway);
  const own =
    name === "coovachilli"
      ? [coovaChilli(s)]
      : name === "mikrotik"
        ? mikrotik(s)
        : name === "opennds"
          ? opennds(s)
          : [spec(s)];
  return s.restToken ? [...own, freeRadiusFront(s)] : own;
}

/** The sections as the command prints them. */
export const printConfig = (sections: ConfigSection[]): string =>
  sections.map((section) => `# ${section.title}\n${section.text}`).join("\n");
