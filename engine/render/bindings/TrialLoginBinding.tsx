import { useAtomValue } from "jotai";
import { useParams } from "wouter";
import { ActionForm } from "../../../widgets/ActionForm.tsx";
import { Spinner } from "../../../widgets/Spinner.tsx";
import { TrialLogin } from "../../../widgets/TrialLogin.tsx";
import { useOpenKnown } from "../../flows/useOpenKnown.ts";
import { useTrialConnect } from "../../flows/useTrialConnect.ts";
import { formFields } from "../../../steps/formFields.ts";
import { opensAtom } from "../../state/opensAtom.ts";

// an address naming no open access of the zone says so, rather than offering a Connect that must
// fail; so does one whose access this device may not start now (its trial used up): the page
// arrived knowing it (the inlined opens), with the script and without
export function TrialLoginBinding() {
  const { openId } = useParams<{ openId: string }>();
  const parsed = Number.parseInt(openId ?? "", 10);
  const id = Number.isFinite(parsed) ? parsed : undefined;
  const known = useOpenKnown(id);
  const trial = useTrialConnect(id, { showTimeout: true });
  const inlined = useAtomValue(opensAtom)?.find((o) => o.id === id);
  if (known === undefined) return <Spinner />;
  if (inlined && !inlined.available)
    return (
      <TrialLogin
        termsAccepted={false}
        onTermsChange={() => {}}
        onConnect={() => {}}
        notAvailableMinutes={inlined.minutes ?? 15}
      />
    );
  return (
    <ActionForm fields={formFields("open", { openId: id })}>
      <TrialLogin
        unavailable={!known}
        termsAccepted={trial.termsAccepted}
        onTermsChange={trial.setTermsAccepted}
        termsFlagged={trial.termsFlagged}
        loading={trial.loading}
        onConnect={() => void trial.connect()}
      />
    </ActionForm>
  );
}
