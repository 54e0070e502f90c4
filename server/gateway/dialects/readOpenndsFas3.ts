import { createDecipheriv } from "node:crypto";
import { type OpenndsFas, parseOpenndsFas } from "./openndsFas.ts";

// as openndsFas.ts: longer than openNDS writes (its QUERYMAXLEN is 4096) is not read
const MAX_FAS = 6000;
// PHP's openssl_encrypt takes the faskey's bytes as the key, cut or NUL-padded to the cipher's 32
const keyOf = (faskey: string) => {
  const key = Buffer.alloc(32);
  Buffer.from(faskey, "utf8").copy(key, 0, 0, 32);
  return key;
};

/**
 * Level 3's `fas` (and level 2's): openNDS 9.10 (src/http_microhttpd.c) has php-cli encrypt the
 * level-1 text with AES-256-CBC under the faskey and an `iv` of 16 hex characters it sends beside
 * it, then base64s PHP's base64 output. Only the faskey's holder can write one, so a fas that
 * decrypts is openNDS's word; undefined when it does not decrypt or is not openNDS's text.
 */
export function readOpenndsFas3(
  raw: string | undefined,
  iv: string | undefined,
  faskey: string,
): OpenndsFas | undefined {
  if (!raw || raw.length > MAX_FAS || !iv || !/^[0-9a-f]{16}$/i.test(iv) || !faskey) return undefined;
  try {
    const inner = Buffer.from(raw.replaceAll(" ", "+"), "base64").toString("latin1");
    const decipher = createDecipheriv("aes-256-cbc", keyOf(faskey), Buffer.from(iv, "latin1"));
    const text = Buffer.concat([decipher.update(inner, "base64"), decipher.final()]).toString("utf8");
    return parseOpenndsFas(text);
  } catch {
    return undefined; // another key, or not a ciphertext (its padding does not check)
  }
}
