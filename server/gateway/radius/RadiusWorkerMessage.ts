import type { Verdict } from "../../access/verdict.ts";
import type { ZoneDefinition } from "../../zones/ZoneDefinition.ts";
import type { RadiusClient } from "./RadiusClients.ts";

// an Access-Request the worker decided: what the main process counts and records (before the
// worker sends a Reject; an Accept went at once) (verdict: when the request named a zone and a device)
export interface WorkerAnswer {
  accept: boolean;
  verdict: Verdict | undefined;
}

// where a datagram came from, as dgram's RemoteInfo crosses the channel
export interface WorkerFrom {
  address: string;
  port: number;
  family: "IPv4" | "IPv6";
  size: number;
}

/** The main process to its RADIUS worker (radiusWorker.ts). */
export type ToWorker =
  // with the auth socket as the message's handle
  | { t: "start"; dbFile: string; clients: RadiusClient[]; zones: readonly ZoneDefinition[] }
  | { t: "zones"; zones: readonly ZoneDefinition[] }
  // the batch is counted and its verdicts committed: its Rejects may go
  | { t: "recorded"; id: number }
  // an answer the main process decided (a forwarded request), out of the port the worker reads
  | { t: "send"; answer: Uint8Array; port: number; address: string };

/** A RADIUS worker to the main process (startRadiusWorker.ts). */
export type FromWorker =
  | { t: "ready"; pid: number }
  // a batch of decisions (up to 10 ms of them); signedBy: the sources of its signed requests (MessageAuthenticatorPolicy)
  | { t: "answered"; id: number; answers: WorkerAnswer[]; signedBy: string[]; duplicates: number }
  // anything but a signed MAC authentication it can answer by reading: the main process decides
  | { t: "forward"; packet: Uint8Array; from: WorkerFrom };

/** Either way over the channel between the server and its RADIUS worker. */
export type RadiusWorkerMessage = ToWorker | FromWorker;
