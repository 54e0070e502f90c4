import { type ComponentType, lazy } from "react";

/** A binding loaded on first use (PageRenderer's Suspense shows the spinner meanwhile). */
export function lazyBinding<P>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}
