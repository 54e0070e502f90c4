import { useAtomValue } from "jotai";
import { SupportMail } from "../../../widgets/SupportMail.tsx";
import { zoneAtom } from "../../state/zoneAtom.ts";

// the lint makes crew zones name a support address
export function SupportMailBinding() {
  const email = useAtomValue(zoneAtom)?.supportEmail;
  return email ? <SupportMail email={email} /> : null;
}
