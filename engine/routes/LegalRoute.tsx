import { useAtomValue } from "jotai";
import { LegalPage, type LegalKind } from "../../widgets/LegalPage.tsx";
import { useZoneText } from "../render/useZoneText.ts";
import { zoneAtom } from "../state/zoneAtom.ts";

/** A fixed content page: the operator's text `legal.<kind>` from the manifest, else the generic one. */
export function LegalRoute({ kind }: { kind: LegalKind }) {
  const email = useAtomValue(zoneAtom)?.supportEmail;
  const body = useZoneText(`legal.${kind}`);
  return <LegalPage kind={kind} body={body} email={kind === "contact" ? email : undefined} />;
}
