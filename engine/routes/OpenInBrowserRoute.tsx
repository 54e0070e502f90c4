import { useAtomValue } from "jotai";
import { OpenInBrowser } from "../../widgets/OpenInBrowser.tsx";
import { useCopyLink } from "../flows/useCopyLink.ts";
import { queryAtom } from "../state/queryAtom.ts";

export function OpenInBrowserRoute() {
  const query = useAtomValue(queryAtom);
  const params = query ? `?${new URLSearchParams({ mac: query.mac, zoneId: query.zoneId })}` : "";
  const link = `${window.location.origin}/${params}`;
  const { state, copy } = useCopyLink(link);
  return <OpenInBrowser link={link} onCopy={() => void copy()} copyState={state} />;
}
