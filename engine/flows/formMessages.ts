import type { MessageDescriptor } from "@lingui/core";
import type { BannerId } from "../../steps/banners.ts";
import type { ErrorMessage } from "../state/errorsAtom.ts";
import { messages } from "./messages.ts";
import { storeMessages } from "./storeMessages.ts";

// the banners a step machine names (steps/banners.ts), by catalogue id: the browser's flows push
// them, and a page drawn in answer to a form arrives with them (server/pages/forms/)
const BY_ID = new Map<string, MessageDescriptor>(
  [...Object.values(messages), ...Object.values(storeMessages)].map((m) => [m.id as string, m]),
);

/** The banner message of a catalogue id, or undefined for an id no flow pushes. */
export function formMessage(id: string): MessageDescriptor | undefined {
  return BY_ID.get(id);
}

/** The words of a step machine's banner (every id of steps/banners.ts has them: a unit test says so). */
export function bannerMessage(id: BannerId): MessageDescriptor {
  return BY_ID.get(id) ?? messages.timeout;
}

// a catalogue id is one word with dots and dashes; anything else is a text the server received
// for the passenger (the property-management system's answer), shown as received as the flows do
const CATALOGUE_ID = /^[a-z][\w.-]*$/i;

/** Banners a page arrives with (ids the server named, or texts it received), as the errors atom holds them. */
export function initialErrors(ids: readonly string[]): ErrorMessage[] {
  return ids.flatMap((id): ErrorMessage[] => {
    const message = formMessage(id);
    if (message) return [{ key: id, message }];
    return CATALOGUE_ID.test(id) ? [] : [{ key: id, message: id.slice(0, 300) }];
  });
}
