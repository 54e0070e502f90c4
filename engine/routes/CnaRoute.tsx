import { useAtomValue } from "jotai";
import { Redirect } from "wouter";
import { CnaDone } from "../../widgets/CnaDone.tsx";
import { connectedAtom } from "../state/sessionAtom.ts";

/** /cna (CnaPortal): connected devices are told to close the assistant; others start over. */
export function CnaRoute() {
  return useAtomValue(connectedAtom) ? <CnaDone /> : <Redirect to="/start" replace />;
}
