import type { MessageDescriptor } from "@lingui/core";
import type { ErrorMessage } from "../state/errorsAtom.ts";
import { messages } from "./messages.ts";
import { storeMessages } from "./storeMessages.ts";

// the banners a page drawn in answer to a form may carry, by catalogue id: the server names them
// (server/pages/forms/), the page shows them as the flows would have pushed them
const BY_ID = new Map<string, MessageDescriptor>(
  [...Object.values(messages), ...Object.values(storeMessages)].map((m) => [m.id as string, m]),
);

/** The banner message of a catalogue id, or undefined for an id no flow pushes. */
export function formMessage(id: string): MessageDescriptor | undefined {
  return BY_ID.get(id);
}

/** The ids of the banners flows push, as the server may name them. */
export const formMessageIds = {
  timeout: messages.timeout.id as string,
  acceptTerms: messages.acceptTerms.id as string,
  invalidVoucher: messages.invalidVoucher.id as string,
  authConflict: messages.authConflict.id as string,
  serviceUnavailable: messages.serviceUnavailable.id as string,
  cruiseUnknown: messages.cruiseUnknown.id as string,
  emptyCart: storeMessages.emptyCart.id as string,
};

/** Banners a page arrives with (ids the server named), as the errors atom holds them. */
export function initialErrors(ids: readonly string[]): ErrorMessage[] {
  return ids.flatMap((id) => {
    const message = formMessage(id);
    return message ? [{ key: id, message }] : [];
  });
}
