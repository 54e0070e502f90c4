import { useAtomValue } from "jotai";
import { useCallback, useState } from "react";
import { BANNERS, type BannerId } from "../../../steps/banners.ts";
import { bannerMessage } from "../../flows/formMessages.ts";
import { useErrors } from "../../flows/useErrors.ts";
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
// arrived knowing it (the inlined opens), with the script and without, and learns it from a
// refused Connect (409: taken meanwhile) alike, in the spec's words rather than a banner
export function TrialLoginBinding() {
  const { openId } = useParams<{ openId: string }>();
  const parsed = Number.parseInt(openId ?? "", 10);
  const id = Number.isFinite(parsed) ? parsed : undefined;
  const known = useOpenKnown(id);
  const { push } = useErrors();
  const [taken, setTaken] = useState(false);
  const onFailed = useCallback(
    (banner: BannerId) =>
      banner === BANNERS.serviceUnavailable ? setTaken(true) : push(bannerMessage(banner)),
    [push],
  );
  const trial = useTrialConnect(id, { onFailed });
  const inlined = useAtomValue(opensAtom)?.find((o) => o.id === id);
  if (known === undefined) return <Spinner />;
  if ((inlined && !inlined.available) || taken)
    return (
      <TrialLogin
        termsAccepted={false}
        onTermsChange={() => {}}
        onConnect={() => {}}
        notAvailableMinutes={inlined?.minutes ?? 15}
      />
    );
  return (
    // `_offer`: the server's answer to a refusal is this page's own state, not a banner (openForm.ts)
    <ActionForm fields={formFields("open", { openId: id, _offer: "page" })}>
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
