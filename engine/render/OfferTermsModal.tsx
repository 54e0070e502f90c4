import { TermsModal } from "../../widgets/TermsModal.tsx";
import type { useOpenAccess } from "../flows/useOpenAccess.ts";

/** The terms modal every open-access offer (trial card, free card, connect button) opens. */
export function OfferTermsModal({ offer }: { offer: ReturnType<typeof useOpenAccess> }) {
  return (
    <TermsModal
      open={offer.modalOpen}
      loading={offer.loading}
      termsAccepted={offer.termsAccepted}
      onTermsChange={offer.setTermsAccepted}
      termsFlagged={offer.termsFlagged}
      onCancel={offer.closeModal}
      onConnect={() => void offer.connect()}
    />
  );
}
