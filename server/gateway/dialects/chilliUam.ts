import { createHash, timingSafeEqual } from "node:crypto";

const md5 = (...parts: (string | Buffer)[]) => {
  const hash = createHash("md5");
  for (const part of parts) hash.update(part);
  return hash.digest();
};

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

// redir_radius: the challenge the UAM secret makes of the redirect's own (hex, 16 octets)
export const uamChallenge = (challengeHex: string, secret: string): Buffer =>
  md5(Buffer.from(challengeHex, "hex"), secret);

/**
 * A PAP password as /logon takes it: XOR with MD5(challenge ‖ uamsecret), that key repeated, in
 * hex (CoovaChilli undoes it before it sends User-Password to RADIUS).
 */
export function hidePassword(password: string, challengeHex: string, secret: string): string {
  const key = uamChallenge(challengeHex, secret);
  const clear = Buffer.from(password, "utf8");
  return Buffer.from(clear.map((byte, i) => byte ^ (key[i % key.length] as number))).toString("hex");
}
