import { useAtomValue } from "jotai";
import type { FreeCard as Node } from "../../../schemas/gen/manifest.gen.ts";
import { ActionForm } from "../../../widgets/ActionForm.tsx";
import { FreeCard } from "../../../widgets/FreeCard.tsx";
import { useOpenAccess } from "../../flows/useOpenAccess.ts";
import { formFields } from "../../../steps/formFields.ts";
import { isConnected, isPending } from "../../../steps/deviceView.ts";
import { sessionAtom } from "../../state/sessionAtom.ts";
import { OfferTermsModal } from "../OfferTermsModal.tsx";

// a device that holds another access (a voucher, a trial; online, or granted and on its way to the
// controller) is not told 'Sorry, the service is currently unavailable': the service is there, the
// free offer is just not available to it
export function FreeCardBinding({ node }: { node: Node }) {
  const offer = useOpenAccess("free");
  const session = useAtomValue(sessionAtom);
  const holdsOther = isConnected(session) || isPending(session);
  return (
    <ActionForm fields={formFields("open", { openId: offer.openId })}>
      <FreeCard
        status={offer.status}
        onConnect={offer.openModal}
        unavailableText={
          holdsOther && node.unavailableText === "service-unavailable"
            ? "not-available"
            : node.unavailableText
        }
      />
      <OfferTermsModal offer={offer} />
    </ActionForm>
  );
}
