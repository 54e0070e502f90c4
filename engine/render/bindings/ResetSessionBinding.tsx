import { useAtomValue } from "jotai";
import { ActionForm } from "../../../widgets/ActionForm.tsx";
import { ResetSession } from "../../../widgets/ResetSession.tsx";
import { useSessionReset } from "../../flows/useSessionReset.ts";
import { formFields } from "../../../steps/formFields.ts";
import { sessionAtom } from "../../state/sessionAtom.ts";

export function ResetSessionBinding() {
  const available = useAtomValue(sessionAtom)?.isSessionResetAvailable === true;
  const { loading, reset } = useSessionReset();
  return available || loading ? (
    <ActionForm fields={formFields("reset")}>
      <ResetSession onReset={() => void reset()} loading={loading} />
    </ActionForm>
  ) : null;
}
