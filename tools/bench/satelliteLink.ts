import { createServer, type Server, type Socket, connect } from "node:net";

/** Bytes that crossed one forwarded port, each way, and in how many reads (about one per packet). */
export interface Traffic {
  up: number;
  down: number;
  reads: number;
}

export interface SatelliteLink {
  // the relay's port for each target port, on 127.0.0.1
  portFor(target: number): number;
  // the link goes down (for one target's port, or all): open connections are cut and new ones
  // refused at once, until restored
  cut(target?: number): void;
  restore(target?: number): void;
  // what crossed each target's port since the start, or since `resetTraffic`
  traffic(target: number): Traffic;
  resetTraffic(): void;
  close(): Promise<void>;
}

/**
 * A TCP relay on loopback that plays the satellite link between a ship and the shore: one
 * listening port per target (a PostgreSQL on either side), forwarding both ways and counting the
 * bytes. Cut, it resets every connection and every new one (a dish that lost the satellite); the
 * ports stay its own, so a restore needs nothing to reconnect but the clients' own retries.
 */
export async function startSatelliteLink(targets: number[]): Promise<SatelliteLink> {
  const down = new Set<number>();
  const open = new Map<Socket, number>();
  const servers = new Map<number, Server>();
  const ports = new Map<number, number>();
  const counts = new Map<number, Traffic>();
  const counter = (target: number) => {
    const t = counts.get(target) ?? { up: 0, down: 0, reads: 0 };
    counts.set(target, t);
    return t;
  };
  for (const target of targets) {
    const server = createServer((client) => {
      if (down.has(target)) return client.resetAndDestroy();
      const remote = connect(target, "127.0.0.1");
      for (const s of [client, remote]) {
        open.set(s, target);
        s.on("close", () => open.delete(s));
        s.on("error", () => {});
      }
      client.on("data", (chunk: Buffer) => {
        const t = counter(target);
        t.up += chunk.length;
        t.reads++;
      });
      remote.on("data", (chunk: Buffer) => {
        const t = counter(target);
        t.down += chunk.length;
        t.reads++;
      });
      client.pipe(remote);
      remote.pipe(client);
      client.on("close", () => remote.destroy());
      remote.on("close", () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    ports.set(target, typeof address === "object" && address ? address.port : 0);
    servers.set(target, server);
  }
  return {
    portFor: (target) => ports.get(target) as number,
    cut(target) {
      for (const t of target === undefined ? targets : [target]) down.add(t);
      for (const [s, t] of open) if (down.has(t)) s.resetAndDestroy();
    },
    restore(target) {
      for (const t of target === undefined ? targets : [target]) down.delete(t);
    },
    traffic: (target) => ({ ...counter(target) }),
    resetTraffic: () => counts.clear(),
    async close() {
      for (const s of open.keys()) s.destroy();
      await Promise.all([...servers.values()].map((s) => new Promise((resolve) => s.close(resolve))));
    },
  };
}
