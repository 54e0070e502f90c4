import { atom } from "jotai";
import type { Session } from "../api/types.ts";
import { isConnected } from "../../steps/deviceView.ts";

/** null while the device has no session (or the last fetch failed). */
export const sessionAtom = atom<Session | null>(null);

/** connected = session data present, both backend and access controller authed, not used up. */
export const connectedAtom = atom((get) => isConnected(get(sessionAtom)));
