import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkVesselId, VesselMismatchError } from "../../server/shipShore/checkVesselId.ts";
import { NotThisSideError } from "../../server/shipShore/shipShoreSide.ts";
import { linkStatus } from "../../server/shipShore/linkStatus.ts";
import { publishManifests } from "../../server/shipShore/publishManifests.ts";
import { receiveManifests } from "../../server/shipShore/receiveManifests.ts";
import { openStorage } from "../../server/storage/open/openStorage.ts";
import type { Storage } from "../../server/storage/Storage.ts";
import { mintVouchers } from "../../server/vouchers/mintVouchers.ts";
import { revokeVouchers } from "../../server/vouchers/revokeVouchers.ts";
import { inCodeSpace, newVoucherCode, VOUCHER_ALPHABET } from "../../server/vouchers/newVoucherCode.ts";
import { freeVoucherCode } from "../../server/vouchers/voucherRows.ts";
import { DEFAULT_MANIFESTS_DIR } from "../../server/buildApp.ts";
import { startApp, tempDir, type TestApp, ZONE } from "./helpers/testApp.ts";

// draws for 8-character codes: each code's first character the next the space allows, the rest the first
const walk = () => {
  let calls = 0;
  return (max: number) => {
    const n = calls++;
    return n % 8 === 0 ? (n / 8) % max : 0;
  };
};

describe("ship and shore: the rules that keep one writer per row", () => {
  it("splits the codes: the shore's start with 2-9 or A-G, a ship's with H-Z, a single server's with any", () => {
    const firsts = (space: "any" | "shore" | "ship") => {
      const draw = walk();
      return new Set(Array.from({ length: 62 }, () => newVoucherCode(space, draw)[0])).size;
    };
    expect(firsts("shore")).toBe(15);
    expect(firsts("ship")).toBe(16);
    expect(firsts("any")).toBe(VOUCHER_ALPHABET.length);
    for (let i = 0; i < 200; i++) {
      expect(newVoucherCode("shore")).toMatch(/^[2-9A-G][2-9A-HJ-NP-Z]{7}$/);
      expect(newVoucherCode("ship")).toMatch(/^[H-Z][2-9A-HJ-NP-Z]{7}$/);
    }
    // no code is in both halves
    for (const c of VOUCHER_ALPHABET)
      expect(inCodeSpace(`${c}AAAAAAA`, "shore")).not.toBe(inCodeSpace(`${c}AAAAAAA`, "ship"));
  });

  describe("on a database linked as a vessel, or as the shore", () => {
    let t: TestApp;
    let store: Storage;
    const link = (vessel: string, side: "ship" | "shore") =>
      store.db.insertInto("fleet_links").values({ vessel, side, linked_at: 1 }).execute();
    beforeEach(async () => {
      t = await startApp();
      store = openStorage(t.dataDir);
    });
    afterEach(async () => {
      await store.close();
      await t.close();
    });

    it("a vessel mints no batch and revokes no voucher (the shore's), and draws its cabin and card codes from H-Z", async () => {
      await link("gangnet/premium", "ship");
      const batch = {
        zoneId: ZONE,
        count: 1,
        durationMs: 60_000,
        maxDevices: 1,
        byteLimit: null,
        validUntil: null,
      };
      await expect(mintVouchers(store, batch)).rejects.toThrow(NotThisSideError);
      await expect(mintVouchers(store, batch)).rejects.toThrow(
        /gangnet\/premium's database, linked to the shore/,
      );
      await expect(revokeVouchers(store, { code: "DEMO1234" }, Date.now())).rejects.toThrow(NotThisSideError);
      for (let i = 0; i < 20; i++) expect(await freeVoucherCode(store.db, newVoucherCode)).toMatch(/^[H-Z]/);
      // the voucher is not revoked by the refused attempt
      const row = await store.db
        .selectFrom("vouchers")
        .select("revoked_at")
        .where("code", "=", "DEMO1234")
        .executeTakeFirst();
      expect(row?.revoked_at).toBeNull();
    });

    it("the shore mints its batches from 2-9 and A-G", async () => {
      await link("gangnet/premium", "shore");
      const minted = await mintVouchers(store, {
        ...{ zoneId: ZONE, count: 30, durationMs: 60_000, maxDevices: 1 },
        ...{ byteLimit: null, validUntil: null },
      });
      for (const code of minted.codes) expect(code).toMatch(/^[2-9A-G]/);
    });
  });

  it("VESSEL_ID stops a server pointed at another vessel's database, or the shore's", () => {
    const log = { warn: () => {} } as never;
    const ship = (vessel: string) => ({ side: "ship" as const, vessel, links: [] });
    expect(() => checkVesselId("meridian/stella", ship("meridian/stella"), log)).not.toThrow();
    expect(() => checkVesselId("meridian/stella", ship("meridian/marina"), log)).toThrow(VesselMismatchError);
    expect(() => checkVesselId("meridian/stella", { side: "shore", links: [] }, log)).toThrow(
      /linked as the shore/,
    );
    const warned: string[] = [];
    checkVesselId("meridian/stella", { side: "none", links: [] }, {
      warn: (_: unknown, m: string) => warned.push(m),
    } as never);
    expect(warned[0]).toMatch(/not linked to a shore yet: run npm run fleet -- link/);
  });

  it("reads a link's state from its slot and the other side's heartbeat", () => {
    const now = 100_000;
    const base = { vessel: "meridian/stella", direction: "shore-to-ship" as const, staleMs: 3000 };
    const at = (beatAt: number | undefined, more: object) => linkStatus({ ...base, beatAt, ...more }, now);
    expect(at(now - 1000, { subscribed: true })).toMatchObject({
      state: "up",
      lagSeconds: 1,
      lagBytes: null,
    });
    expect(at(now - 4000, { subscribed: true })).toMatchObject({ state: "down", lagSeconds: 4 });
    expect(at(undefined, { subscribed: true })).toMatchObject({ state: "down", lagSeconds: null });
    expect(at(now, { subscribed: false })).toMatchObject({ state: "unknown" });
    expect(at(now, { slot: { lost: false, lagBytes: 512 } })).toMatchObject({ state: "up", lagBytes: 512 });
    expect(at(now, { slot: { lost: true, lagBytes: 9 } })).toMatchObject({ state: "lost" });
    expect(at(now, { slot: undefined })).toMatchObject({ state: "unknown" });
  });

  describe("the shore's manifests, carried to a ship", () => {
    let store: Storage;
    const dirs = { data: tempDir(), shore: tempDir(), ship: tempDir() };
    beforeEach(async () => {
      store = openStorage(dirs.data);
      await store.migrate();
      cpSync(join(DEFAULT_MANIFESTS_DIR, "meridian"), join(dirs.shore, "meridian"), { recursive: true });
    });
    afterEach(async () => {
      await store.close();
      for (const dir of Object.values(dirs)) rmSync(dir, { recursive: true, force: true });
    });

    it("writes only what changed, replaces an operator's folder whole, and never leaves it", async () => {
      const published = {};
      const applied = {};
      expect(await publishManifests(store, dirs.shore, published, 1)).toBeGreaterThan(2);
      // nothing changed: nothing written
      expect(await publishManifests(store, dirs.shore, published, 2)).toBe(0);
      // the ship has a stale file of its own, which the shore's folder replaces
      mkdirSync(join(dirs.ship, "meridian"), { recursive: true });
      writeFileSync(join(dirs.ship, "meridian/old.json"), "{}");
      expect(await receiveManifests(store.db, dirs.ship, applied)).toEqual(["meridian"]);
      expect(existsSync(join(dirs.ship, "meridian/old.json"))).toBe(false);
      const file = "meridian/stella.json";
      expect(readFileSync(join(dirs.ship, file), "utf8")).toBe(readFileSync(join(dirs.shore, file), "utf8"));
      // the same table again: nothing to write or reload
      expect(await receiveManifests(store.db, dirs.ship, applied)).toEqual([]);

      // one edit on shore: one row, and the ship's copy follows
      writeFileSync(
        join(dirs.shore, file),
        readFileSync(join(dirs.shore, file), "utf8").replace("Stella", "Stella II"),
      );
      rmSync(join(dirs.shore, "meridian/marina.json"));
      expect(await publishManifests(store, dirs.shore, published, 3)).toBe(2);
      expect(await receiveManifests(store.db, dirs.ship, applied)).toEqual(["meridian"]);
      expect(readFileSync(join(dirs.ship, file), "utf8")).toContain("Stella II");
      expect(existsSync(join(dirs.ship, "meridian/marina.json"))).toBe(false);

      // a path that would leave the operator's folder is refused, and nothing is written
      await store.db
        .insertInto("fleet_manifests")
        .values({
          operator: "meridian",
          path: "../../escape.json",
          content: "e30=",
          sha256: "x",
          updated_at: 4,
        })
        .execute();
      await expect(receiveManifests(store.db, dirs.ship, {})).rejects.toThrow(/outside meridian/);
      expect(existsSync(join(dirs.ship, "../escape.json"))).toBe(false);
    });
  });
});
