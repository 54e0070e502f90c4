import { rmSync } from "node:fs";
import { DEFAULT_MANIFESTS_DIR } from "../../../server/buildApp.ts";
import { loadDemoData } from "../../../server/demo/loadDemoData.ts";
import { seedDemo as seedDemoData } from "../../../server/demo/seedDemo.ts";
import { attemptedCode } from "../../../server/vouchers/attemptedCode.ts";
import { loadZoneSnapshot } from "../../../server/zones/loadZoneSnapshot.ts";
import { reconcileZones } from "../../../server/zones/reconcileZones.ts";
import { ZoneRecords } from "../../../server/zones/ZoneRecords.ts";
import { openStorage } from "../../../server/storage/open/openStorage.ts";
import type { Storage } from "../../../server/storage/Storage.ts";
import { type OrderMailComposer, orderMailComposer } from "../../../server/shop/mail/orderMailComposer.ts";
import { databaseFrom } from "./postgres.ts";
import { DEMO_DATA, tempDir } from "./testApp.ts";
import { readVoucherCode, type VoucherCode } from "../../../schemas/voucherCode.ts";

// a code as the door reads it (schemas/voucherCode.ts)
const read = (typed: string) => readVoucherCode(typed) as VoucherCode;

// what the attempt log keeps of a code, as the voucher route hands it to the store
export const attempted = (code: string) => attemptedCode(Buffer.alloc(32, 7), read(code));

export interface ContractBackend {
  store: Storage;
  zones: ZoneRecords;
  close(): Promise<void>;
}

// the order e-mail as a server of the repository's fleet writes it (no PUBLIC_URL)
export function orderMailOfFleet(): OrderMailComposer {
  const { zones, layouts } = loadZoneSnapshot(DEFAULT_MANIFESTS_DIR);
  return orderMailComposer({ zones, layout: (prefix) => layouts.get(prefix) }, undefined);
}

// the repository's manifests and the demo data, as a DEMO=1 start writes them
export async function seedDemo(store: Storage, now: number): Promise<void> {
  const { zones } = loadZoneSnapshot(DEFAULT_MANIFESTS_DIR);
  await reconcileZones(store, zones, now);
  await seedDemoData(store, loadDemoData(DEMO_DATA, zones), now);
}

// each database, opened fresh, migrated and seeded with the demo fleet (PostgreSQL's a copy of one
// so made); PostgreSQL with more connections than the parallel calls of a test make, so that they
// really run at once
export const CONTRACT_BACKENDS: [string, (now: number) => Promise<ContractBackend>][] = [
  [
    "SQLite",
    async (now) => {
      const dir = tempDir();
      const store = openStorage(dir);
      await store.migrate();
      await seedDemo(store, now);
      return {
        store,
        zones: new ZoneRecords(store),
        close: async () => {
          await store.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  ],
  [
    "PostgreSQL",
    async (now) => {
      // migrated and seeded once a run for each `now` (the files' two), each file a copy of its own
      const url = await databaseFrom("contract", `seeded_${now}`, async (template) => {
        const maker = openStorage("unused", template, 1);
        await maker.migrate();
        await seedDemo(maker, now);
        await maker.close();
      });
      const store = openStorage("unused", url, 60);
      // every connection opened up front: otherwise the first calls finish while later ones connect
      await Promise.all(Array.from({ length: 60 }, () => store.reachable()));
      return { store, zones: new ZoneRecords(store), close: () => store.close() };
    },
  ],
];
