/** The ship links the issue names: latency in ms, bandwidth in bytes per second (both ways). */
export interface LinkProfile {
  name: string;
  latencyMs: number;
  bytesPerSecond: number;
}

export const LINK_PROFILES: LinkProfile[] = [
  { name: "600 ms / 1 Mbit/s", latencyMs: 600, bytesPerSecond: 1_000_000 / 8 },
  { name: "400 ms / 400 kbit/s", latencyMs: 400, bytesPerSecond: 400_000 / 8 },
];
