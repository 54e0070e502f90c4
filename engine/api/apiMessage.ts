import { FetchError } from "ofetch";

/** The reason a server's error answer gives ({ message }), or null when there is none to show. */
export function apiMessage(error: unknown): string | null {
  if (!(error instanceof FetchError)) return null;
  const message = (error.data as { message?: unknown } | undefined)?.message;
  return typeof message === "string" && message.trim() !== "" ? message : null;
}
