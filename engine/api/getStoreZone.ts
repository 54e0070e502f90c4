import type { StoreZone } from "../../schemas/gen/api.gen.ts";
import { apiClient } from "./apiClient.ts";
import { checked } from "./checked.ts";
import { validateStoreZone } from "./validators/validateStoreZone.gen.js";

export async function getStoreZone(): Promise<StoreZone> {
  return checked("store", validateStoreZone, await apiClient("/store/zone"));
}
