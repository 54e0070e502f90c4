import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastVerdicts, type Verdict, VERDICTS_PER_DEVICE } from "../../server/access/verdict.ts";
import { writeVerdicts } from "../../server/access/writeVerdicts.ts";
import { CONTRACT_BACKENDS, type ContractBackend } from "./helpers/contractBackends.ts";
import { ZONE } from "./helpers/testApp.ts";

const NOW = Date.parse("2026-06-10T12:00:00Z");

// issue 44: the verdicts a batch writes (writeVerdicts.ts), several rows to a statement, on every store
describe.each(CONTRACT_BACKENDS)("RADIUS verdicts written together on %s", (_name, open) => {
  let c: ContractBackend;
  beforeAll(async () => {
    c = await open(NOW);
  });
  afterAll(() => c.close());

  it("are each kept, in the order given, whole", async () => {
    // two statements' worth and some over, two devices, every other one a Reject with its reason
    const verdicts: Verdict[] = Array.from({ length: 37 }, (_, i) => ({
      ...{ at: NOW + i, zoneId: ZONE, mac: i % 3 ? "0c:45:00:00:00:01" : "0c:45:00:00:00:02" },
      ...{ gateway: `gw-${i}`, accept: i % 2 === 0, reason: i % 2 ? `reason-${i}` : null },
    }));
    await c.store.transaction((tx) => writeVerdicts(tx, verdicts));
    for (const mac of ["0c:45:00:00:00:01", "0c:45:00:00:00:02"]) {
      const expected = verdicts
        .filter((v) => v.mac === mac)
        .reverse()
        .slice(0, VERDICTS_PER_DEVICE);
      expect(await lastVerdicts(c.store.db, ZONE, mac)).toEqual(
        expected.map((v) => ({ ...v, at: Number(v.at) })),
      );
    }
  });
});
