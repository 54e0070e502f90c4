import type { MessageDescriptor } from "@lingui/core";
import { atom } from "jotai";

/** An error banner: a catalog message, or a text received as is from the server. */
export interface ErrorMessage {
  key: string;
  message: MessageDescriptor | string;
}

export const errorsAtom = atom<ErrorMessage[]>([]);
