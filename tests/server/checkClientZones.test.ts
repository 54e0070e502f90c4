import { describe, expect, it } from "vitest";
import { checkClientZones } from "../../server/gateway/radius/checkClientZones.ts";

const SECRET = "a-gateway-secret-of-32-characters";

describe("what the start says of the RADIUS clients' zones", () => {
  type Clients = Parameters<typeof checkClientZones>[0];
  const warnings = (clients: Clients, zoneIds: string[]) => {
    const said: unknown[][] = [];
    checkClientZones(clients, zoneIds, { warn: (...a: unknown[]) => said.push(a) } as never);
    return said;
  };

  it("names a zone no served zone has, and a client that names none among several", () => {
    const said = warnings(
      [
        { address: "10.20.0.1", secret: SECRET, zones: ["nl-polaris", "nl-polarsi"] },
        { address: "10.20.0.2", secret: SECRET },
      ],
      ["nl-polaris", "nl-crew"],
    );
    expect(said).toEqual([
      [{ client: "10.20.0.1", zoneId: "nl-polarsi" }, expect.stringMatching(/does not serve/)],
      [{ client: "10.20.0.2" }, expect.stringMatching(/names no zones.*every zone no client names/)],
    ]);
  });

  it("says nothing of one gateway for the ship, nor of the simulator", () => {
    expect(warnings([{ address: "10.20.0.1", secret: SECRET }], ["nl-polaris", "nl-crew"])).toEqual([]);
    expect(
      warnings(
        [
          { address: "10.20.0.1", secret: SECRET, zones: ["nl-polaris"] },
          { address: "127.0.0.1", secret: SECRET, everyZone: true },
        ],
        ["nl-polaris", "nl-crew"],
      ),
    ).toEqual([]);
  });
});
