import { useAtomValue } from "jotai";
import { ResetSession } from "../../../widgets/ResetSession.tsx";
import { useSessionReset } from "../../flows/useSessionReset.ts";
import { sessionAtom } from "../../state/sessionAtom.ts";

export function ResetSessionBinding() {
  const available = useAtomValue(sessionAtom)?.isSessionResetAvailable === true;
  const { loading, reset } = useSessionReset();
  return available || loading ? <ResetSession onReset={() => void reset()} loading={loading} /> : null;
}
