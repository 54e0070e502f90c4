import { type ComponentType, lazy } from "react";
import { loadLaterValidators } from "../api/laterValidator.ts";
import { loadChunk } from "../api/loadChunk.ts";

type OtherPageBindings = typeof import("./otherPageBindings.ts");

// one import for all of them, so the bundler makes one chunk and the browser one request
let pending: Promise<OtherPageBindings> | undefined;

/** The later chunk; a failed load is forgotten, so a retry may succeed once the link is back. */
export function loadOtherPageBindings(): Promise<OtherPageBindings> {
  pending ??= loadChunk(() => import("./otherPageBindings.ts")).catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/** A binding of otherPageBindings.ts, rendered when its chunk arrives (PageRenderer's Suspense spins meanwhile). */
export function laterBinding<K extends keyof OtherPageBindings>(name: K): OtherPageBindings[K] {
  const Lazy = lazy(async () => ({
    default: (await loadOtherPageBindings())[name] as ComponentType<{ node: unknown }>,
  }));
  return Lazy as unknown as OtherPageBindings[K];
}

// a touch or a key (Tab included); not focus, which the page itself may move (an autofocused box)
const INTENT = ["pointerdown", "keydown"] as const;

/**
 * Fetches the later chunk (and the validators of answers a tap asks for) at the passenger's first
 * sign of acting on the page (a touch, a key), so the next page rarely waits for it. Not
 * at idle: a passenger who only reads the start page, on a metered ship link, downloads nothing
 * more (issue 28's budget: what a start page fetches until the network is idle). A failure is
 * silent here: what needs a chunk loads it again and reports it.
 */
export function prefetchOtherPageBindings(): () => void {
  const start = () => {
    stop();
    void loadOtherPageBindings().catch(() => undefined);
    void loadLaterValidators().catch(() => undefined);
  };
  const stop = () => {
    for (const type of INTENT) document.removeEventListener(type, start, { capture: true });
  };
  for (const type of INTENT) document.addEventListener(type, start, { capture: true, passive: true });
  return stop;
}
