import { rmSync } from "node:fs";
import { DEFAULT_MANIFESTS_DIR } from "../../../server/buildApp.ts";
import { loadDemoData } from "../../../server/demo/loadDemoData.ts";
import { attemptedCode } from "../../../server/domain/attemptedCode.ts";
import { loadZoneSnapshot } from "../../../server/fleet/loadZoneSnapshot.ts";
import { openStorage, type StorageBackend } from "../../../server/storage/openStorage.ts";
import { freshDatabase } from "./postgres.ts";
import { DEMO_DATA, tempDir } from "./testApp.ts";

// what the attempt log keeps of a code, as the voucher route hands it to the store
export const attempted = (code: string) => attemptedCode(Buffer.alloc(32, 7), code);

export interface ContractBackend {
  backend: StorageBackend;
  close(): Promise<void>;
}

// the repository's manifests and the demo data, as a DEMO=1 start writes them
export async function seedDemo(backend: StorageBackend, now: number): Promise<void> {
  const { zones } = loadZoneSnapshot(DEFAULT_MANIFESTS_DIR);
  await backend.storage.reconcileZones(zones, now);
  await backend.storage.seedDemo(loadDemoData(DEMO_DATA, zones), now);
}

// each store, opened fresh and seeded with the demo fleet; PostgreSQL with more connections than
// the parallel calls of a test make, so that they really run at once
export const CONTRACT_BACKENDS: [string, (now: number) => Promise<ContractBackend>][] = [
  [
    "SQLite",
    async (now) => {
      const dir = tempDir();
      const backend = openStorage(dir);
      await seedDemo(backend, now);
      return {
        backend,
        close: async () => {
          await backend.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  ],
  [
    "PostgreSQL",
    async (now) => {
      const backend = openStorage("unused", await freshDatabase("contract"), 60);
      await backend.prepare();
      await seedDemo(backend, now);
      // every connection opened up front: otherwise the first calls finish while later ones connect
      await Promise.all(Array.from({ length: 60 }, () => backend.reachable()));
      return { backend, close: () => backend.close() };
    },
  ],
];
