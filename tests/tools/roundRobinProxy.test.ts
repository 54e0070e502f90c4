import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type RoundRobinProxy, startRoundRobinProxy } from "../../tools/bench/roundRobinProxy.ts";

// an upstream that passes its health check but drops every POST mid-way, as a server killed with
// requests in flight does to the balancer's kept-alive sockets; and one that answers
function upstream(dropsPosts: boolean): Promise<{ base: string; posts: () => number; server: Server }> {
  let posts = 0;
  const server = createServer((req, res) => {
    if (req.method === "GET") return res.end("ok");
    posts++;
    if (dropsPosts) return req.socket.destroy();
    res.end('{"ok":true}');
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        posts: () => posts,
        server,
      }),
    ),
  );
}

describe("the cluster test's balancer", () => {
  let proxy: RoundRobinProxy | undefined;
  const servers: Server[] = [];
  afterEach(async () => {
    await proxy?.close();
    for (const s of servers.splice(0)) {
      s.closeAllConnections();
      s.close();
    }
  });

  it("answers a POST its upstream dropped with 502 once, and sends the retry to another upstream", async () => {
    const dying = await upstream(true);
    const alive = await upstream(false);
    servers.push(dying.server, alive.server);
    // no health check during the test: only the failed request may take the upstream out
    proxy = await startRoundRobinProxy([dying.base, alive.base], 60_000);
    const post = () => fetch(`${proxy?.base}/x`, { method: "POST", body: "{}" }).then((r) => r.status);
    const statuses: number[] = [];
    // round robin: within four POSTs one lands on the dying upstream
    for (let i = 0; i < 4; i++) statuses.push(await post());
    expect(dying.posts()).toBe(1);
    expect(statuses.filter((s) => s === 502)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(proxy.healthy()).toEqual([alive.base]);
  });
});
