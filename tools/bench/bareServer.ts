// the yardstick: a bare Fastify JSON route of about the size of a session answer
import Fastify from "fastify";

const SESSION_LIKE = {
  isBackendAuthed: true,
  isAccessControllerAuthed: true,
  isAuthOpen: false,
  authOpenKeyword: null,
  authVoucherCode: "LIVE0001",
  isSessionResetAvailable: false,
  resetMethod: null,
  nextReset: null,
  isSessionUsedUp: false,
  endTime: "2026-06-02T10:30:00.000Z",
  endTimePermanent: "2026-06-02T10:30:00.000Z",
  bytesUsed: 123456789,
  byteLimit: 1000000000,
  rxMaxBytesPerSecond: 2500000,
  txMaxBytesPerSecond: 2500000,
  connectedClients: 1,
  maxSimultaneousClients: 1,
  logoutMethod: "ACCESS_CONTROLLER",
};

const app = Fastify({ logger: false });
app.get("/json/:mac", async () => SESSION_LIKE);
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: "127.0.0.1" });
console.log(`bare fastify: ${address}/json/02:00:00:00:00:01`);
process.once("SIGTERM", () => void app.close());
