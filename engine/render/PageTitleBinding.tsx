import { useLingui } from "@lingui/react";
import { useAtomValue } from "jotai";
import { useLocation, useRouter, useSearch } from "wouter";
import { routeName } from "../paths/routeName.ts";
import { settingsAtom } from "../state/settingsAtom.ts";
import { zoneAtom } from "../state/zoneAtom.ts";
import { PORTAL_TITLE, pageTitleOf } from "./pageTitles.ts";

// the routes whose page is the start page: their title names the ship as well
const START = new Set(["StartPage", "Entry", "CnaPortal", "InternetCheckRedirect"]);

/**
 * The document's title: the page's, in the page's language, and whose portal it is ("Activate
 * voucher – {brand.name}"); the start page's names the ship too ("Onboard Wi-Fi – {the ship} –
 * {brand.name}": a tab or a bookmark says where it was). React puts it in the head: the server's page
 * carries it (server/pages/portalHtml.ts), and it follows every navigation and language switch.
 */
export function PageTitleBinding({ failed = false }: { failed?: boolean }) {
  const { i18n } = useLingui();
  const zone = useAtomValue(zoneAtom);
  const [path] = useLocation();
  const { parser } = useRouter();
  const vessel = useAtomValue(settingsAtom)?.zoneName;
  const checkout = new URLSearchParams(useSearch()).has("checkout");
  const name = failed ? "Error" : routeName(path, parser);
  const page = i18n._(pageTitleOf(name, zone, checkout));
  const brand = zone?.brand.name ?? i18n._(PORTAL_TITLE);
  const whose = vessel && zone && START.has(name) && vessel !== brand ? `${vessel} – ${brand}` : brand;
  return <title>{page === whose ? page : `${page} – ${whose}`}</title>;
}
