import { useAtomValue } from "jotai";
import { Footer } from "../../widgets/Footer.tsx";
import { zoneAtom } from "../state/zoneAtom.ts";

export function FooterBinding() {
  const footer = useAtomValue(zoneAtom)?.footer;
  return <Footer poweredBy={footer?.poweredBy} companyRegistration={footer?.companyRegistration} />;
}
