import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { Spinner } from "../../widgets/Spinner.tsx";
import { checkInternet, internetCheckUrlFor } from "../api/checkInternet.ts";
import { queryAtom } from "../state/queryAtom.ts";
import { settingsAtom } from "../state/settingsAtom.ts";

/** /internetcheck-redirect: online devices go to their status, offline ones to the start page. */
export function InternetCheckRoute() {
  const configured = useAtomValue(settingsAtom)?.internetCheckUrl;
  const query = useAtomValue(queryAtom);
  const url = configured && internetCheckUrlFor(configured, query);
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!url) return;
    let live = true;
    checkInternet(url).then((online) => live && navigate(online ? "/status" : "/start", { replace: true }));
    return () => {
      live = false;
    };
  }, [url, navigate]);
  return <Spinner />;
}
