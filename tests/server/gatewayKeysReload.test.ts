import { createHash } from "node:crypto";
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { scaled } from "../timeoutFactor.ts";
import { afterEach, describe, expect, it } from "vitest";
import { builtPortal } from "./helpers/builtPortal.ts";
import { type ChildServer, startChildServer } from "./helpers/childServer.ts";
import { type FleetVariant, fleetVariant } from "./helpers/fleetVariant.ts";
import { allZones, PORTAL_HOST, PRODUCTION_ENV } from "./helpers/production.ts";
import { tempDir } from "./helpers/testApp.ts";

// Issue 40, item 4: a new CoovaChilli zone goes live by copying its folder, adding its UAM secret
// to GATEWAY_KEYS_FILE and reloading (SIGHUP), without a restart: the file is read again
const ZONE = "tw-tern";
const UAM_SECRET = "tw-tern-uam-secret-of-32-characters!";
const MAC = "02:cc:00:00:00:01";

// the skerry folder as a new operator "tidewater" whose vessel tern is behind CoovaChilli
function addChilliOperator(dir: string): void {
  cpSync(join(dir, "skerry"), join(dir, "tidewater"), { recursive: true });
  for (const vessel of ["tern", "puffin"]) {
    const file = join(dir, "tidewater", `${vessel}.json`);
    const json = JSON.parse(readFileSync(file, "utf8"));
    json.zonePrefix = `tidewater/${vessel}`;
    json.zones = [{ zoneId: `tw-${vessel}` }];
    json.network = { gateway: "coovachilli", controllerHosts: ["10.1.0.1"] };
    writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  }
}

// CoovaChilli's redirect to the portal's public URL, signed with the UAM secret (src/redir.c)
function chilliRedirect(challenge: string) {
  const url = `/?zoneId=${ZONE}&res=notyet&uamip=10.1.0.1&uamport=3990&challenge=${challenge}&mac=${MAC.replaceAll(":", "-")}&ip=10.1.0.5&nasid=${ZONE}&sessionid=1780315200000000001`;
  const md = createHash("md5").update(`https://${PORTAL_HOST}${url}`).update(UAM_SECRET).digest("hex");
  return `${url}&md=${md.toUpperCase()}`;
}

// the page through the TLS proxy (TRUST_PROXY: loopback): whether it bound this browser to the device
function binds(server: ChildServer, path: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.base}${path}`,
      { headers: { host: PORTAL_HOST, "x-forwarded-proto": "https", "x-forwarded-for": "10.1.0.5" } },
      (res) => {
        res.resume();
        const cookies = res.headers["set-cookie"] ?? [];
        res.on("end", () =>
          resolve(res.statusCode === 200 && cookies.some((c) => c.startsWith("gw_device="))),
        );
      },
    );
    req.on("error", reject).end();
  });
}

describe("GATEWAY_KEYS_FILE on a reload", () => {
  let server: ChildServer | undefined;
  let fleet: FleetVariant;
  const dirs: string[] = [];
  afterEach(async () => {
    server?.child.kill("SIGTERM");
    await server?.exited;
    fleet?.remove();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it(
    "lets a new CoovaChilli zone go live with its key by SIGHUP, and keeps the last good keys when the file is bad",
    async () => {
      fleet = fleetVariant(() => {});
      const dataDir = tempDir();
      const dist = builtPortal();
      dirs.push(dataDir, dist);
      const keysFile = join(dataDir, "gateway-keys.json");
      writeFileSync(keysFile, "{}\n");
      server = await startChildServer(
        dataDir,
        {
          ...PRODUCTION_ENV,
          UNVERIFIED_ZONES: allZones().join(","),
          MANIFESTS_DIR: fleet.manifestsDir,
          STATIC_DIR: dist,
          GATEWAY_KEYS_FILE: keysFile,
          RADIUS_CLIENTS: "10.1.0.1=a-radius-secret-of-some-length",
          RADIUS_AUTH_PORT: "0",
          RADIUS_ACCT_PORT: "0",
          LOG_LEVEL: "info",
        },
        90_000,
      );
      addChilliOperator(fleet.manifestsDir);
      writeFileSync(keysFile, JSON.stringify({ "tw-tern": UAM_SECRET, "tw-puffin": UAM_SECRET }));
      server.child.kill("SIGHUP");
      await server.logged(/"msg":"manifests (reloaded|refused)/);
      expect(server.stderr()).not.toMatch(/manifests refused/);
      expect(server.stderr()).toMatch(/"added":\["tw-puffin","tw-tern"\].*"msg":"manifests reloaded"/);
      // the key is in force: the gateway's signed redirect binds the browser
      expect(await binds(server, chilliRedirect("ab".repeat(16)))).toBe(true);

      // a file that cannot be read as keys refuses the reload, saying why, and the keys stay
      writeFileSync(keysFile, `{ "tw-tern": "${UAM_SECRET}"`);
      server.child.kill("SIGHUP");
      await server.logged(/manifests refused[^\n]*GATEWAY_KEYS_FILE must hold a JSON object/);
      expect(server.stderr()).not.toContain(UAM_SECRET);
      expect(await binds(server, chilliRedirect("cd".repeat(16)))).toBe(true);
    },
    scaled(200_000),
  );
});
