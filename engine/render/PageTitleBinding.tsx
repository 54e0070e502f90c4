import { useLingui } from "@lingui/react";
import { useAtomValue } from "jotai";
import { useLocation, useRouter, useSearch } from "wouter";
import { routeName } from "../paths/routeName.ts";
import { zoneAtom } from "../state/zoneAtom.ts";
import { PORTAL_TITLE, pageTitleOf } from "./pageTitles.ts";

/**
 * The document's title: the page's, in the page's language, and whose portal it is ("Activate
 * voucher – {brand.name}"). React puts it in the head: the server's page carries it
 * (server/pages/portalHtml.ts), and it follows every navigation and language switch.
 */
export function PageTitleBinding({ failed = false }: { failed?: boolean }) {
  const { i18n } = useLingui();
  const zone = useAtomValue(zoneAtom);
  const [path] = useLocation();
  const { parser } = useRouter();
  const checkout = new URLSearchParams(useSearch()).has("checkout");
  const page = i18n._(pageTitleOf(failed ? "Error" : routeName(path, parser), zone, checkout));
  const whose = zone?.brand.name ?? i18n._(PORTAL_TITLE);
  return <title>{page === whose ? page : `${page} – ${whose}`}</title>;
}
