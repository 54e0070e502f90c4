import type { FreeCard as Node } from "../../../schemas/gen/manifest.gen.ts";
import { FreeCard } from "../../../widgets/FreeCard.tsx";
import { useOpenAccess } from "../../flows/useOpenAccess.ts";
import { OfferTermsModal } from "../OfferTermsModal.tsx";

export function FreeCardBinding({ node }: { node: Node }) {
  const offer = useOpenAccess("free");
  return (
    <>
      <FreeCard status={offer.status} onConnect={offer.openModal} unavailableText={node.unavailableText} />
      <OfferTermsModal offer={offer} />
    </>
  );
}
