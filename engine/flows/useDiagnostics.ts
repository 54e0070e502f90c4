import { useAtomValue } from "jotai";
import { useCallback, useState } from "react";
import { localeAtom } from "../state/localeAtom.ts";
import { queryAtom } from "../state/queryAtom.ts";
import { sessionAtom } from "../state/sessionAtom.ts";
import { settingsAtom } from "../state/settingsAtom.ts";
import { zoneAtom } from "../state/zoneAtom.ts";
import { type DiagnosticResult, evaluateDiagnostic } from "./evaluateDiagnostic.ts";

// what the browser keeps for the portal, values parsed where they are JSON
function storedEntries(kind: "session" | "local"): Record<string, unknown> {
  const entries: Record<string, unknown> = {};
  try {
    const area = kind === "session" ? window.sessionStorage : window.localStorage;
    for (let i = 0; i < area.length; i++) {
      const key = area.key(i);
      if (key === null) continue;
      const raw = area.getItem(key);
      try {
        entries[key] = raw === null ? null : JSON.parse(raw);
      } catch {
        entries[key] = raw;
      }
    }
  } catch {
    // storage disabled: nothing to show
  }
  return entries;
}

/** The developer page: a diagnostic query, evaluated against a snapshot of the app's state. */
export function useDiagnostics() {
  const session = useAtomValue(sessionAtom);
  const query = useAtomValue(queryAtom);
  const settings = useAtomValue(settingsAtom);
  const zone = useAtomValue(zoneAtom);
  const locale = useAtomValue(localeAtom);
  const [text, setText] = useState("session");
  const [result, setResult] = useState<DiagnosticResult | null>(null);
  const evaluate = useCallback(() => {
    const storage = { session: storedEntries("session"), local: storedEntries("local") };
    setResult(evaluateDiagnostic(text, { session, query, settings, zone, locale, storage }));
  }, [text, session, query, settings, zone, locale]);
  return { text, setText, result, evaluate };
}
