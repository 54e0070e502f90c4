import { md5 } from "./md5.ts";

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
