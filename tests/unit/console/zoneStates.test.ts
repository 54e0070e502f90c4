import { describe, expect, it } from "vitest";
import { zoneStates, type ServedFleet } from "../../../server/console/zoneStates.ts";
import { HEALTHY_FLEET } from "../../../server/zones/FleetHealth.ts";
import type { ZoneDefinition } from "../../../server/zones/ZoneDefinition.ts";

const zone = (zoneId: string) => ({ zoneId }) as ZoneDefinition;
const fleet = (o: Partial<ServedFleet>): ServedFleet => ({
  dir: "/m",
  zones: [],
  health: HEALTHY_FLEET,
  refused: undefined,
  ...o,
});

// the states a refusal leaves (the served one and the last good copy are drawn by tests/server/consoleZones.test.ts)
describe("zoneStates", () => {
  it("says a zone of an operator with no last good copy is not served, with its own folder's lines first", () => {
    const problems = ["/m/aegeo/kyma.json:3:1  /zones  bad", "/m/gangnet/premium.json:9:2  /tier  bad"];
    const states = zoneStates(
      fleet({
        zones: [zone("gn-premium-demo")],
        health: { degraded: true, problems: 2, keptOperators: ["gangnet"], missingOperators: ["aegeo"] },
        refused: { problems, kept: ["gangnet"], missing: ["aegeo"] },
      }),
      [
        { zoneId: "ae-kyma", vessel: "aegeo/kyma" },
        { zoneId: "gn-premium-demo", vessel: "gangnet/premium" },
      ],
    );
    expect(states).toEqual([
      { zoneId: "ae-kyma", vessel: "aegeo/kyma", state: "refused", problems: [problems[0]] },
      { zoneId: "gn-premium-demo", vessel: "gangnet/premium", state: "kept", problems: [problems[1]] },
    ]);
  });

  it("puts a problem on no operator's folder (a root manifest) on every refused zone", () => {
    const problems = ["/m/fleet.json:1:1  /  invalid JSON"];
    const [state] = zoneStates(
      fleet({
        zones: [zone("sk-tern")],
        health: { degraded: true, problems: 1, keptOperators: ["skerry"], missingOperators: [] },
        refused: { problems, kept: ["skerry"], missing: [] },
      }),
      [{ zoneId: "sk-tern", vessel: "skerry/tern" }],
    );
    expect(state).toMatchObject({ state: "kept", problems });
  });
});
