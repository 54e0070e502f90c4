import { useAtomValue } from "jotai";
import { StatusTitle } from "../../../widgets/StatusTitle.tsx";
import { sessionAtom } from "../../state/sessionAtom.ts";

// the spec decides the title by isSessionUsedUp alone
export function StatusTitleBinding() {
  const session = useAtomValue(sessionAtom);
  return <StatusTitle connected={session !== null && !session.isSessionUsedUp} />;
}
