import { useAtomValue } from "jotai";
import { localeAtom } from "../state/localeAtom.ts";
import { zoneAtom } from "../state/zoneAtom.ts";

/** A per-vessel text from the manifest in the active locale (the lint checks every locale has it). */
export function useZoneText(key: string | undefined): string | undefined {
  const zone = useAtomValue(zoneAtom);
  const locale = useAtomValue(localeAtom);
  if (!key) return undefined;
  const text = zone?.texts?.[key];
  return text?.[locale] ?? text?.en;
}
