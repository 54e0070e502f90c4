import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../AppContext.ts";
import type { ZoneRecord } from "../../domain/types.ts";
import type { RenderEntry } from "../pageRenderer.ts";

export type FormState = NonNullable<Parameters<RenderEntry["renderPage"]>[0]["form"]>;
export type EngineQuery = NonNullable<ReturnType<RenderEntry["readQuery"]>>;

/** What a form handler knows: the device (request.zone, request.mac), its query, the posted fields. */
export interface FormContext {
  ctx: AppContext;
  /** the engine's render entry: its checks, banners and the way to the access controller */
  entry: RenderEntry;
  request: FastifyRequest;
  reply: FastifyReply;
  /** the device's query as the app reads it (the URL's, or the one this browser's first page kept) */
  query: EngineQuery;
  zone: ZoneRecord;
  /** the zone's manifest (its controller hosts), when the registry has it */
  manifest: Record<string, unknown> | undefined;
  fields: Record<string, string>;
}

/**
 * How the server answers a form: send the browser on (303: the access controller, the error page)
 * or draw the page again with the step the passenger reached and the spec's banners (catalogue ids).
 */
export type FormAnswer = { redirect: string } | { form: FormState | null; errors: string[] };

export const redraw = (form: FormState | null, ...errors: string[]): FormAnswer => ({ form, errors });
