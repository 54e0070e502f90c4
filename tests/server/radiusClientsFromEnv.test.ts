import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { RadiusClients } from "../../server/gateway/radius/RadiusClients.ts";
import { radiusClientsFromEnv } from "../../server/gateway/radius/radiusClientsFromEnv.ts";
import { tempDir } from "./helpers/testApp.ts";

const SECRET = "a-gateway-secret-of-32-characters";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function file(content: unknown): string {
  const dir = tempDir();
  dirs.push(dir);
  const path = join(dir, "clients.json");
  writeFileSync(path, JSON.stringify(content));
  return path;
}

describe("RADIUS_CLIENTS and RADIUS_CLIENTS_FILE", () => {
  it("reads address=secret, and per client its zones and Message-Authenticator policy", () => {
    const clients = radiusClientsFromEnv({
      RADIUS_CLIENTS: `10.20.0.9=${SECRET}`,
      RADIUS_CLIENTS_FILE: file({
        "10.20.0.1": { secret: SECRET, zones: ["nl-polaris"], messageAuthenticator: "auto" },
        "10.30.0.0/24": SECRET,
      }),
    });
    expect(clients).toEqual([
      { address: "10.20.0.9", secret: SECRET },
      { address: "10.20.0.1", secret: SECRET, zones: ["nl-polaris"], messageAuthenticator: "auto" },
      { address: "10.30.0.0/24", secret: SECRET },
    ]);
    // a client that names zones speaks for those; one that names none, for the zones nobody names
    const list = new RadiusClients(clients ?? []);
    const named = list.clientFor("10.20.0.1");
    const unnamed = list.clientFor("::ffff:10.30.0.7");
    if (!named || !unnamed) throw new Error("both are clients");
    expect([list.serves(named, "nl-polaris"), list.serves(named, "nl-crew")]).toEqual([true, false]);
    expect([list.serves(unnamed, "nl-polaris"), list.serves(unnamed, "nl-crew")]).toEqual([false, true]);
    expect(list.clientFor("10.40.0.1")).toBeUndefined();
  });

  it("stops the start with a line that says what is wrong", () => {
    const wrong: [unknown, RegExp][] = [
      [{ "10.20.0.1": { secret: SECRET, zone: ["x"] } }, /unknown field "zone"/],
      [{ "10.20.0.1": { secret: SECRET, zones: "nl-polaris" } }, /"zones" is not a list of zone ids/],
      [
        { "10.20.0.1": { secret: SECRET, messageAuthenticator: "no" } },
        /"require" \(the default\) or "auto"/,
      ],
      [{ "10.20.0.1": { zones: ["nl-polaris"] } }, /"secret" is not a string/],
      [{ "10.20.0.1": "short" }, /at least 16 are needed/],
      [["10.20.0.1"], /must hold a JSON object/],
    ];
    for (const [content, message] of wrong)
      expect(() => radiusClientsFromEnv({ RADIUS_CLIENTS_FILE: file(content) })).toThrow(message);
  });
});
