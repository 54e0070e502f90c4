import { useAtomValue } from "jotai";
import { StatusBar } from "../../widgets/StatusBar.tsx";
import { statusBarState } from "../../steps/deviceView.ts";
import { pathOf } from "../paths/zoneRoutes.ts";
import { sessionAtom } from "../state/sessionAtom.ts";
import { useNavigate } from "./useNavigate.ts";

// shown whenever there is session data (spec section 2)
export function StatusBarBinding() {
  const state = statusBarState(useAtomValue(sessionAtom));
  const navigate = useNavigate();
  return state ? <StatusBar state={state} href={pathOf("StatusPage")} onNavigate={navigate} /> : null;
}
