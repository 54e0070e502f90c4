import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** The page in the best encoding the client accepts (a fast brotli level: it is made per request). */
export function compressText(
  text: string,
  acceptEncoding: string | string[] | undefined,
): { body: string | Buffer; encoding?: string } {
  const accepted = String(acceptEncoding ?? "");
  if (/\bbr\b/.test(accepted))
    return {
      body: brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      encoding: "br",
    };
  if (/\bgzip\b/.test(accepted)) return { body: gzipSync(text, { level: 6 }), encoding: "gzip" };
  return { body: text };
}
