import { createHmac, timingSafeEqual } from "node:crypto";

export const hmacHex = (key: Buffer | string, text: string): string =>
  createHmac("sha256", key).update(text).digest("hex");

// constant-time, and false (not a throw) for a different length
export function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
