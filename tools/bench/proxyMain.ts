// The round-robin balancer as its own process, so that it does not share the load generator's
// event loop: UPSTREAMS=<url>,<url>,… node tools/bench/proxyMain.ts prints its URL on stdout.
import { startRoundRobinProxy } from "./roundRobinProxy.ts";

const proxy = await startRoundRobinProxy((process.env.UPSTREAMS ?? "").split(",").filter(Boolean));
process.once("SIGTERM", () => void proxy.close().then(() => process.exit(0)));
console.log(`proxy: ${proxy.base}/`);
