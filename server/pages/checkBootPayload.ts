import type { FastifyBaseLogger } from "fastify";
import type { BootPayload } from "../../schemas/gen/api.gen.ts";
import { validateBootPayload } from "../../schemas/gen/validateBootPayload.gen.js";

/**
 * The page's data checked, before it is sent, by the generated validator of its schema
 * (schemas/api/boot-payload.schema.json). The browser takes the data as it comes (its own copy of
 * the validator was 8.6 KB of the app a first touch fetches, issue 44), so this is the one check: a
 * mismatch is the server's own defect, logged with the schema's reason, and the page goes out
 * without the data (portalHtml.ts), the browser asking the API and drawing the page afresh. A few
 * microseconds a page (tools/bench/bootPayloadBench.ts), so production checks too.
 */
export function checkBootPayload(payload: BootPayload, log: FastifyBaseLogger): boolean {
  if (validateBootPayload(payload)) return true;
  log.error(
    { errors: validateBootPayload.errors, zoneId: payload.zoneId },
    "the page's data does not match its schema: the page goes out without it, the browser asks the API",
  );
  return false;
}
