import { createSocket } from "node:dgram";

/** A UDP port on 127.0.0.1 that was free a moment ago (for a server that cannot pick its own). */
export function freeUdpPort(): Promise<number> {
  const socket = createSocket("udp4");
  return new Promise((resolve, reject) => {
    socket.once("error", reject);
    socket.bind(0, "127.0.0.1", () => {
      const { port } = socket.address();
      socket.close(() => resolve(port));
    });
  });
}
