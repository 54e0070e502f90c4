import { useAtomValue } from "jotai";
import type { AgreeButton as Node } from "../../../schemas/gen/manifest.gen.ts";
import { ActionForm } from "../../../widgets/ActionForm.tsx";
import { AgreeButton } from "../../../widgets/AgreeButton.tsx";
import { OfferState } from "../../../widgets/OfferState.tsx";
import { useTrial } from "../../flows/useTrial.ts";
import { useTrialConnect } from "../../flows/useTrialConnect.ts";
import { formFields } from "../../../steps/formFields.ts";
import { isConnected, isPending } from "../../../steps/deviceView.ts";
import { sessionAtom } from "../../state/sessionAtom.ts";

// the terms-only page: the button is the agreement (its form posts the terms accepted); nothing
// to agree to once connected. It is busy until the open zone is known, so an early press on a
// slow link is not lost. An access the device cannot have now says so (spec section 8) instead of
// offering a press that must fail
export function AgreeButtonBinding({ node }: { node: Node }) {
  const trial = useTrial(node.keyword ?? "free");
  const connect = useTrialConnect(trial.openId, { agreeByClick: true, showTimeout: true });
  const session = useAtomValue(sessionAtom);
  if (isConnected(session)) return null;
  // granted but not yet online: the press continues to the controller (useTrialConnect)
  if ((trial.status === "unavailable" || trial.status === "active") && !isPending(session))
    return <OfferState kind="service-unavailable" />;
  return (
    <ActionForm fields={formFields("open", { openId: trial.openId, terms: 1 })}>
      <AgreeButton
        onAgree={() => void connect.connect()}
        loading={connect.loading || trial.status === "loading"}
      />
    </ActionForm>
  );
}
