import { atom } from "jotai";
import type { Session } from "../api/types.ts";

/** null while the device has no session (or the last fetch failed). */
export const sessionAtom = atom<Session | null>(null);

/** connected = session data present and both backend and access controller authed. */
export const connectedAtom = atom(
  (get) => get(sessionAtom)?.isBackendAuthed === true && get(sessionAtom)?.isAccessControllerAuthed === true,
);
