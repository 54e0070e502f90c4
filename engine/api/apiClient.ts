import { ofetch } from "ofetch";

// the zone public id travels on every call; boot sets it once the query is known.
export const ZONE_HEADER = "X-Zone-Public-Id";
let zoneId = "";

export function setApiZone(id: string): void {
  zoneId = id;
}

/** The zone every call names (set by boot). */
export function apiZone(): string {
  return zoneId;
}

export const apiClient = ofetch.create({
  baseURL: "/api/v1",
  retry: 0,
  timeout: 15000,
  onRequest({ options }) {
    options.headers.set(ZONE_HEADER, zoneId);
  },
});
