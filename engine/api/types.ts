// the API's shapes, named for the portal; the source is schemas/api/*.schema.json.
import type { HandoffResponse, OpenZoneList } from "../../schemas/gen/api.gen.ts";

export type { OpenAuthRequest, Session, Settings, VoucherAuthRequest } from "../../schemas/gen/api.gen.ts";
export type OpenZone = OpenZoneList[number];

/** The zone's gateway's step after a grant or logout: where the browser goes (GET only). */
export type HandoffStep = NonNullable<HandoffResponse["handoff"]>;

// a step the server answered, when the answer holds one in the shape the browser follows
export function handoffOf(answer: unknown): HandoffStep | undefined {
  const step = (answer as HandoffResponse | null | undefined)?.handoff;
  return step?.method === "GET" && typeof step.url === "string" && step.url !== "" ? step : undefined;
}
