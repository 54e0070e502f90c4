// the API's shapes, named for the portal; the source is schemas/api/*.schema.json.
import type { OpenZoneList } from "../../schemas/gen/api.gen.ts";

export type { OpenAuthRequest, Session, Settings, VoucherAuthRequest } from "../../schemas/gen/api.gen.ts";
export type OpenZone = OpenZoneList[number];
