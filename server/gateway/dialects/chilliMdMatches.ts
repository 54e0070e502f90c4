import { timingSafeEqual } from "node:crypto";
import { md5 } from "./md5.ts";

/**
 * CoovaChilli's `md` (src/redir.c, redir_md_param): MD5 of the redirect URL up to "&md=", then
 * the UAM secret, in upper-case hex. True when `md` is that for one of the URLs the gateway may
 * have written (one origin each).
 */
export function chilliMdMatches(urls: readonly string[], md: string, secret: string): boolean {
  if (!/^[0-9A-Fa-f]{32}$/.test(md)) return false;
  const given = Buffer.from(md, "hex");
  return urls.some((url) => timingSafeEqual(md5(url, secret), given));
}

/** The redirect as CoovaChilli signs it: everything before "&md=" (its last parameter). */
export function beforeMd(pathAndQuery: string): { signed: string; md: string } | undefined {
  const at = pathAndQuery.lastIndexOf("&md=");
  if (at < 0) return undefined;
  return { signed: pathAndQuery.slice(0, at), md: pathAndQuery.slice(at + 4) };
}
