import { rmSync } from "node:fs";
import { loadFleet } from "../../../server/fleet/loadFleet.ts";
import { openStorage, type StorageBackend } from "../../../server/storage/openStorage.ts";
import { freshDatabase } from "./postgres.ts";
import { DEMO_FLEET, tempDir } from "./testApp.ts";

export interface ContractBackend {
  backend: StorageBackend;
  close(): Promise<void>;
}

// each store, opened fresh and seeded with the demo fleet; PostgreSQL with more connections than
// the parallel calls of a test make, so that they really run at once
export const CONTRACT_BACKENDS: [string, (now: number) => Promise<ContractBackend>][] = [
  [
    "SQLite",
    async (now) => {
      const dir = tempDir();
      const backend = openStorage(dir);
      await backend.storage.seed(loadFleet(DEMO_FLEET), now);
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
      await backend.storage.seed(loadFleet(DEMO_FLEET), now);
      // every connection opened up front: otherwise the first calls finish while later ones connect
      await Promise.all(Array.from({ length: 60 }, () => backend.reachable()));
      return { backend, close: () => backend.close() };
    },
  ],
];
