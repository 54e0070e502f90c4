import type { FastifyBaseLogger } from "fastify";
import type { BootPayload } from "../../schemas/gen/api.gen.ts";
import { validateBootPayload } from "../../schemas/gen/validateBootPayload.gen.js";

/**
 * The page's data checked, before it is sent, by the generated validator the browser checks it
 * with (schemas/api/boot-payload.schema.json). A mismatch is the server's own defect: the browser
 * would refuse the data and ask the API instead (drawing the page afresh, not hydrating it), so it
 * is logged with the schema's reason; the page still goes out. A few microseconds a page
 * (tools/bench/bootPayloadBench.ts), so production checks too.
 */
export function checkBootPayload(payload: BootPayload, log: FastifyBaseLogger): boolean {
  if (validateBootPayload(payload)) return true;
  log.error(
    { errors: validateBootPayload.errors, zoneId: payload.zoneId },
    "the page's data does not match its schema: the browser will ask the API instead",
  );
  return false;
}
