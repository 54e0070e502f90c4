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

/** Banners a page arrives with (ids the server named), as the errors atom holds them. */
export function initialErrors(ids: readonly string[]): ErrorMessage[] {
  return ids.flatMap((id) => {
    const message = formMessage(id);
    return message ? [{ key: id, message }] : [];
  });
}
