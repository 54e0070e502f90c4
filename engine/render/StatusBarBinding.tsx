import { useAtomValue } from "jotai";
import { StatusBar } from "../../widgets/StatusBar.tsx";
import { pathOf } from "../routes/zoneRoutes.ts";
import { connectedAtom, sessionAtom } from "../state/sessionAtom.ts";
import { useNavigate } from "./useNavigate.ts";

export function StatusBarBinding() {
  const session = useAtomValue(sessionAtom);
  const connected = useAtomValue(connectedAtom);
  const navigate = useNavigate();
  if (!session) return null;
  const state = session.isSessionUsedUp ? "expired" : connected ? "connected" : null;
  return state ? <StatusBar state={state} href={pathOf("StatusPage")} onNavigate={navigate} /> : null;
}
