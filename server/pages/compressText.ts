import Negotiator from "negotiator";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

// the types of negotiator 1.x lack the server's preference order for ties (`preferred`)
type EncodingNegotiator = Negotiator & {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
};

// brotli first where the client weighs it the same as gzip: smaller on the ship's thin link
const ENCODINGS = ["br", "gzip", "identity"] as const;

/**
 * The page in the best encoding the client accepts, q-values honoured (`br;q=0` is a refusal);
 * a fast brotli level, since it is made per request.
 */
export function compressText(
  text: string,
  acceptEncoding: string | string[] | undefined,
): { body: string | Buffer; encoding?: string } {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(",") : acceptEncoding;
  const negotiator = new Negotiator({ headers: { "accept-encoding": header } }) as EncodingNegotiator;
  const encoding = negotiator.encoding(ENCODINGS, { preferred: ENCODINGS });
  if (encoding === "br")
    return {
      body: brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      encoding: "br",
    };
  if (encoding === "gzip") return { body: gzipSync(text, { level: 6 }), encoding: "gzip" };
  return { body: text };
}
