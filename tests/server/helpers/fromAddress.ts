import { Agent, request } from "node:http";
import { scaled } from "../../timeoutFactor.ts";

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface Client {
  send(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer>;
  close(): void;
}

// a client on its own loopback address (127.0.0.x: Linux routes the whole /8 to lo), so the
// server sees different clients the way a ship's network would show it different devices
export function fromAddress(port: number, localAddress: string): Client {
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  return {
    send: (method, path, body, headers = {}) =>
      new Promise((resolve, reject) => {
        const payload = body === undefined ? undefined : JSON.stringify(body);
        const req = request(
          {
            host: "127.0.0.1",
            port,
            method,
            path,
            localAddress,
            agent,
            headers: { ...(payload ? { "content-type": "application/json" } : {}), ...headers },
          },
          (res) => {
            let text = "";
            res.setEncoding("utf8");
            res.on("data", (chunk) => (text += chunk));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
          },
        );
        req.setTimeout(scaled(10_000), () => req.destroy(new Error(`no answer in ${scaled(10)} s`)));
        req.on("error", reject);
        req.end(payload);
      }),
    close: () => agent.destroy(),
  };
}
