import type { ConnectButton as Node } from "../../../schemas/gen/manifest.gen.ts";
import { ConnectButton } from "../../../widgets/ConnectButton.tsx";
import { useOpenAccess } from "../../flows/useOpenAccess.ts";
import { OfferTermsModal } from "../OfferTermsModal.tsx";

// hidden unless the open zone exists and is available to this device
export function ConnectButtonBinding({ node }: { node: Node }) {
  const offer = useOpenAccess(node.keyword ?? "trial");
  if (offer.status !== "available") return null;
  return (
    <>
      <ConnectButton label={node.label ?? "connect-wifi"} minutes={node.minutes} onClick={offer.openModal} />
      <OfferTermsModal offer={offer} />
    </>
  );
}
