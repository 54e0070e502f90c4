import { useAtomValue } from "jotai";
import { SessionFacts } from "../../../widgets/SessionFacts.tsx";
import { sessionAtom } from "../../state/sessionAtom.ts";

export function SessionFactsBinding() {
  return <SessionFacts session={useAtomValue(sessionAtom)} />;
}
