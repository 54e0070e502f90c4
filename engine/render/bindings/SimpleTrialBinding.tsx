import type { SimpleTrial as Node } from "../../../schemas/gen/manifest.gen.ts";
import { ActionForm } from "../../../widgets/ActionForm.tsx";
import { SimpleTrial } from "../../../widgets/SimpleTrial.tsx";
import { useSessionReset } from "../../flows/useSessionReset.ts";
import { useSimpleTrial } from "../../flows/useSimpleTrial.ts";
import { useTrialConnect } from "../../flows/useTrialConnect.ts";
import { formFields } from "../../../steps/formFields.ts";
import { useZoneText } from "../useZoneText.ts";

// mounted only while the form shows: removing it resets the checkbox to unchecked. Its form posts
// the trial's activation, or the session's reset, until the script handles the press
function SimpleTrialForm({ intro, openId }: { intro?: string; openId?: number }) {
  // without an open id (reset mode) the trial flow only checks the terms
  const trial = useTrialConnect(openId, { flagTerms: true });
  const reset = useSessionReset();
  const connect = () =>
    openId === undefined && trial.termsAccepted ? void reset.reset() : void trial.connect();
  return (
    <ActionForm fields={openId === undefined ? formFields("reset") : formFields("open", { openId })}>
      <SimpleTrial
        state="form"
        intro={intro}
        termsAccepted={trial.termsAccepted}
        onTermsChange={trial.setTermsAccepted}
        termsFlagged={trial.termsFlagged}
        connecting={trial.loading || reset.loading}
        onConnect={connect}
      />
    </ActionForm>
  );
}

export function SimpleTrialBinding({ node }: { node: Node }) {
  const view = useSimpleTrial(node.keyword ?? "trial");
  const intro = useZoneText(node.text);
  if (view.state === "form")
    return <SimpleTrialForm intro={intro} openId={view.mode === "trial" ? view.openId : undefined} />;
  return (
    <SimpleTrial
      state={view.state}
      intro={intro}
      termsAccepted={false}
      onTermsChange={() => {}}
      onConnect={() => {}}
    />
  );
}
