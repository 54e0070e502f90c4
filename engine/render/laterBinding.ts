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

/**
 * Fetches the later chunk (and the validators of answers a tap on the start page asks for) once
 * the start page is idle, so the next tap costs no round trip. A failure is silent here: what
 * needs a chunk loads it again and reports it.
 */
export function prefetchOtherPageBindings(): () => void {
  const start = () => {
    void loadOtherPageBindings().catch(() => undefined);
    void loadLaterValidators().catch(() => undefined);
  };
  // WebKit (the iOS captive-portal sheet) has no requestIdleCallback
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(start, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(start, 1000);
  return () => clearTimeout(timer);
}
