import { FetchError } from "ofetch";

/** The HTTP status of a failed call, or 0 when the network itself failed. */
export function apiStatus(error: unknown): number {
  return error instanceof FetchError ? (error.status ?? 0) : 0;
}
