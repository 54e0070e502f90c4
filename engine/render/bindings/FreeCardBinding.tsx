import type { FreeCard as Node } from "../../../schemas/gen/manifest.gen.ts";
import { FreeCard } from "../../../widgets/FreeCard.tsx";
import { TermsModal } from "../../../widgets/TermsModal.tsx";
import { useOpenAccess } from "../../flows/useOpenAccess.ts";

export function FreeCardBinding({ node }: { node: Node }) {
  const offer = useOpenAccess("free");
  return (
    <>
      <FreeCard status={offer.status} onConnect={offer.openModal} unavailableText={node.unavailableText} />
      <TermsModal
        open={offer.modalOpen}
        loading={offer.loading}
        termsAccepted={offer.termsAccepted}
        onTermsChange={offer.setTermsAccepted}
        termsFlagged={offer.termsFlagged}
        onCancel={offer.closeModal}
        onConnect={() => void offer.connect()}
      />
    </>
  );
}
