import { type ReactNode, Suspense, useEffect } from "react";
import { Spinner } from "../../widgets/Spinner.tsx";
import { markInteractive, pageWillMark } from "./interactive.ts";

// inside the boundary: its effect runs once what it holds has hydrated
function Interactive() {
  useEffect(markInteractive, []);
  return null;
}

/**
 * A page's Suspense boundary (its widgets or its route come in a chunk of their own): the spinner
 * meanwhile, and the page marks itself interactive once what it holds has hydrated, not when the
 * shell has. Until then this browser's own state is not drawn (hydratedAtom): a part not yet
 * hydrated must meet what the server drew.
 */
export function PageSuspense({ children }: { children: ReactNode }) {
  // before the shell's effect (App.tsx): a child's effects run first
  useEffect(pageWillMark, []);
  return (
    <Suspense fallback={<Spinner />}>
      {children}
      <Interactive />
    </Suspense>
  );
}
