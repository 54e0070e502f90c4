import { createHmac } from "node:crypto";
import { sameText } from "./sameText.ts";

// a keyed digest of a value for one purpose, so a cookie's signature is never a sign-in token
export const mac = (secret: Buffer, purpose: string, value: string) =>
  createHmac("sha256", secret).update(`${purpose}:${value}`).digest("base64url");

// a value with its signature: a cookie the server did not write is no cookie
export const signed = (secret: Buffer, value: string) => `${value}.${mac(secret, "console-cookie", value)}`;

export function unsigned(secret: Buffer, cookie: string | undefined): string | undefined {
  const dot = cookie?.lastIndexOf(".") ?? -1;
  if (!cookie || dot < 1) return undefined;
  const value = cookie.slice(0, dot);
  return sameText(cookie, signed(secret, value)) ? value : undefined;
}
