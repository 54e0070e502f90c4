import { createSocket } from "node:dgram";
import { createServer } from "node:net";

// the e2e server's ports come in a block (playwright.config.ts): HTTP at the base, the RADIUS
// ports after it (UDP, e2eRadius.ts), device-identity's second server at base + 1 (TCP) and the
// run's SMTP server at base + 4 (e2eMail.ts)
const TCP_OFFSETS = [0, 1, 4];
const UDP_OFFSETS = [1, 2, 3];

const tcpFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });

const udpFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createSocket("udp4");
    socket.once("error", () => resolve(false));
    socket.bind(port, "127.0.0.1", () => socket.close(() => resolve(true)));
  });

/**
 * A base port whose block is free on loopback now, drawn at random from `from`–`to` (below Linux's ephemeral ports): two runs on
 * one machine each take their own block instead of both taking the fixed default.
 */
export async function freePortBlock(from = 20_000, to = 32_000): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const base = from + 5 * Math.floor((Math.random() * (to - from)) / 5);
    const tcp = await Promise.all(TCP_OFFSETS.map((o) => tcpFree(base + o)));
    const udp = await Promise.all(UDP_OFFSETS.map((o) => udpFree(base + o)));
    if ([...tcp, ...udp].every(Boolean)) return base;
  }
  throw new Error(`no free block of 5 ports between ${from} and ${to}`);
}
