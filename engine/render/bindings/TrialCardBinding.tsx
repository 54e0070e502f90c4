import type { TrialCard as Node } from "../../../schemas/gen/manifest.gen.ts";
import { ActionForm } from "../../../widgets/ActionForm.tsx";
import { TrialCard } from "../../../widgets/TrialCard.tsx";
import { useOpenAccess } from "../../flows/useOpenAccess.ts";
import { formFields } from "../../../steps/formFields.ts";
import { OfferTermsModal } from "../OfferTermsModal.tsx";

// 'Activated' only while this trial is the session (useTrial): each card claims its own access
export function TrialCardBinding({ node }: { node: Node }) {
  const offer = useOpenAccess(node.keyword ?? "trial-premium");
  return (
    <ActionForm fields={formFields("open", { openId: offer.openId })}>
      <TrialCard status={offer.status} minutes={node.minutes ?? 15} onStart={offer.openModal} />
      <OfferTermsModal offer={offer} />
    </ActionForm>
  );
}
