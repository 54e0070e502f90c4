import type { ConnectButton as Node } from "../../../schemas/gen/manifest.gen.ts";
import { ActionForm } from "../../../widgets/ActionForm.tsx";
import { ConnectButton } from "../../../widgets/ConnectButton.tsx";
import { OfferState } from "../../../widgets/OfferState.tsx";
import { useOpenAccess } from "../../flows/useOpenAccess.ts";
import { formFields } from "../../../steps/formFields.ts";
import { OfferTermsModal } from "../OfferTermsModal.tsx";

// hidden unless the open zone exists and is available to this device; a timed trial that is
// used says so ('15min free is not available', spec section 8) rather than vanishing
export function ConnectButtonBinding({ node }: { node: Node }) {
  const offer = useOpenAccess(node.keyword ?? "trial");
  if (offer.status === "unavailable" && node.label === "start-trial")
    return <OfferState kind="trial-unavailable" minutes={node.minutes ?? 15} />;
  if (offer.status !== "available") return null;
  return (
    <ActionForm fields={formFields("open", { openId: offer.openId })}>
      <ConnectButton label={node.label ?? "connect-wifi"} minutes={node.minutes} onClick={offer.openModal} />
      <OfferTermsModal offer={offer} />
    </ActionForm>
  );
}
