// the API's shapes, named for the portal; the source is schemas/api/*.schema.json.
import type { HandoffResponse, OpenZoneList } from "../../schemas/gen/api.gen.ts";

export type { OpenAuthRequest, Session, Settings, VoucherAuthRequest } from "../../schemas/gen/api.gen.ts";
export type OpenZone = OpenZoneList[number];

/** The zone's gateway's step after a grant or logout: where the browser goes, or the login it posts. */
export type HandoffStep = NonNullable<HandoffResponse["handoff"]>;

const textFields = (fields: unknown): fields is Record<string, string> =>
  typeof fields === "object" &&
  fields !== null &&
  Object.values(fields).every((value) => typeof value === "string");

// a step the server answered, when the answer holds one in the shape the browser follows
export function handoffOf(answer: unknown): HandoffStep | undefined {
  const step = (answer as HandoffResponse | null | undefined)?.handoff;
  if (typeof step?.url !== "string" || step.url === "") return undefined;
  if (step.method === "GET") return step;
  return step.method === "POST" && textFields(step.fields) ? step : undefined;
}
