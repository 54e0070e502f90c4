import type { FastifyRequest } from "fastify";
import { httpError } from "../http/problem.ts";

// a GET that changes a device's state (the simulator's /logout and /auth) must not be triggerable
// from another site's link, image or form: Fetch Metadata says where a request came from; a
// browser without it still sends a Referer or Origin we can compare with our own host
export async function refuseCrossSite(request: FastifyRequest): Promise<void> {
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined) {
    if (site === "same-origin" || site === "none") return;
    throw httpError(403, "cross-site request refused: open this from the portal");
  }
  const from = request.headers.origin ?? request.headers.referer;
  if (from === undefined) return;
  let host: string | undefined;
  try {
    host = new URL(String(from)).host;
  } catch {
    host = undefined;
  }
  if (host !== request.headers.host)
    throw httpError(403, "cross-site request refused: open this from the portal");
}
