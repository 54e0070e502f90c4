import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { BannerId } from "../../../steps/banners.ts";
import type { DrawnForm } from "../../../steps/DrawnForm.ts";
import type { Actor } from "../../domain/Actor.ts";
import type { PassengerSeam } from "../../seam/PassengerSeam.ts";
import type { RenderEntry } from "../pageRenderer.ts";

export type EngineQuery = NonNullable<ReturnType<RenderEntry["queryOf"]>>;

/** What a form handler knows: who acts (the seam resolved it), the device's query, the posted fields. */
export interface FormContext {
  ctx: FastifyInstance;
  seam: PassengerSeam;
  actor: Actor;
  /** the engine's render entry: the way to the access controller, as the app builds it */
  entry: RenderEntry;
  request: FastifyRequest;
  reply: FastifyReply;
  /** the device's query as the app reads it (the URL's, or the one this browser's first page kept) */
  query: EngineQuery;
  /** the zone's manifest (its controller hosts), when the registry has it */
  manifest: Record<string, unknown> | undefined;
  fields: Record<string, string>;
}

/**
 * How the server answers a form: send the browser on (303: the access controller, the error page)
 * or draw the page again with the step the passenger reached and the spec's banners (catalogue ids).
 */
export type FormAnswer = { redirect: string } | { form: DrawnForm | null; errors: string[] };

export const redraw = (form: DrawnForm | null, banner?: BannerId): FormAnswer => ({
  form,
  errors: banner ? [banner] : [],
});
