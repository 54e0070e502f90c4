import { useAtomValue } from "jotai";
import { SessionFacts } from "../../../widgets/SessionFacts.tsx";
import { renderedAtAtom } from "../../state/renderedAtAtom.ts";
import { sessionAtom } from "../../state/sessionAtom.ts";

// relative times by the server's clock until the page has hydrated (both sides say the same), then live
export function SessionFactsBinding() {
  const renderedAt = useAtomValue(renderedAtAtom);
  return <SessionFacts session={useAtomValue(sessionAtom)} now={renderedAt ?? undefined} />;
}
