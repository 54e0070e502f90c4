import { useAtomValue } from "jotai";
import { isConnected, isPending } from "../../steps/deviceView.ts";
import { sessionAtom } from "../state/sessionAtom.ts";
import { type OpenKeyword, useTrial } from "./useTrial.ts";

export type SimpleTrialView =
  | { state: "loading" | "active" | "unavailable" }
  | { state: "form"; mode: "trial"; openId: number }
  | { state: "form"; mode: "reset" };

/**
 * The simple trial start shows its form only when the trial or a session reset is available;
 * otherwise 'Activated' when connected, else 'service unavailable'.
 */
export function useSimpleTrial(keyword: OpenKeyword): SimpleTrialView {
  const trial = useTrial(keyword);
  const session = useAtomValue(sessionAtom);
  if (trial.status === "loading") return { state: "loading" };
  if (trial.status === "available" && trial.openId !== undefined)
    return { state: "form", mode: "trial", openId: trial.openId };
  // the page's one offer: a device granted but not yet let online continues to the controller
  if (isPending(session) && trial.openId !== undefined)
    return { state: "form", mode: "trial", openId: trial.openId };
  if (session?.isSessionResetAvailable) return { state: "form", mode: "reset" };
  // the page's one offer: 'Activated' whichever access the device is connected by
  return { state: trial.status === "active" || isConnected(session) ? "active" : "unavailable" };
}
