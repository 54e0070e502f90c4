import { useAtomValue } from "jotai";
import type { TrialCard as Node } from "../../../schemas/gen/manifest.gen.ts";
import { TrialCard } from "../../../widgets/TrialCard.tsx";
import { useOpenAccess } from "../../flows/useOpenAccess.ts";
import { OfferTermsModal } from "../OfferTermsModal.tsx";
import { sessionAtom } from "../../state/sessionAtom.ts";

export function TrialCardBinding({ node }: { node: Node }) {
  const keyword = node.keyword ?? "trial-premium";
  const offer = useOpenAccess(keyword);
  // 'Activated' only while this trial is the session: connected on anything else it is not available
  const onThis = useAtomValue(sessionAtom)?.authOpenKeyword === keyword;
  const status = offer.status === "active" && !onThis ? "unavailable" : offer.status;
  return (
    <>
      <TrialCard status={status} minutes={node.minutes ?? 15} onStart={offer.openModal} />
      <OfferTermsModal offer={offer} />
    </>
  );
}
