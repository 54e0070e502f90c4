import { useAtomValue } from "jotai";
import { OpenInBrowser } from "../../widgets/OpenInBrowser.tsx";
import { useCopyLink } from "../flows/useCopyLink.ts";
import { pageOriginAtom } from "../state/pageOriginAtom.ts";
import { queryAtom } from "../state/queryAtom.ts";

export function OpenInBrowserRoute() {
  const query = useAtomValue(queryAtom);
  const origin = useAtomValue(pageOriginAtom);
  const params = query ? `?${new URLSearchParams({ mac: query.mac, zoneId: query.zoneId })}` : "";
  const link = `${origin}/${params}`;
  const { state, copy } = useCopyLink(link);
  return <OpenInBrowser link={link} onCopy={() => void copy()} copyState={state} />;
}
