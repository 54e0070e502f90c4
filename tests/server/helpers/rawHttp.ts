import { connect } from "node:net";
import { scaled } from "../../timeoutFactor.ts";

// sends raw bytes to 127.0.0.1:port and reads the answer's status; undefined when the
// server closed without one. Bounded: gives up after timeoutMs (3 s on an idle machine).
export function rawRequest(
  port: number,
  payload: string | Buffer,
  timeoutMs = scaled(3000),
): Promise<number | undefined> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let head = "";
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      resolve(match ? Number(match[1]) : undefined);
    };
    const timer = setTimeout(done, timeoutMs);
    socket.on("data", (chunk) => {
      head += chunk.toString("latin1");
      if (head.includes("\r\n")) done();
    });
    socket.on("error", done);
    socket.on("close", done);
    socket.on("connect", () => socket.end(payload));
  });
}
