import type { Messages } from "@lingui/core";
import type { GangwayManifest, Locale } from "../../schemas/gen/manifest.gen.ts";

export type ZoneLabels = GangwayManifest["labels"];

/** A zone's reworded labels in one locale, as catalog messages (a plain text is a one-part message). */
export function labelMessages(labels: ZoneLabels, locale: Locale): Messages {
  const messages: Messages = {};
  for (const [id, text] of Object.entries(labels ?? {})) {
    const value = text?.[locale];
    if (value) messages[id] = [value];
  }
  return messages;
}
