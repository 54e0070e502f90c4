import { useEffect, useRef } from "react";
import { useLocation } from "wouter";

/**
 * After a page change the user caused, the focus moves to the new page's main region, so a
 * keyboard or screen-reader user starts on the new page instead of on the (gone) control that
 * opened it. Until the user has touched the page (the first load, its start-up redirects) the
 * browser's own starting point stays, header first.
 */
export function useFocusOnNavigate(mainId: string): void {
  const [path] = useLocation();
  const interacted = useRef(false);
  useEffect(() => {
    const mark = () => {
      interacted.current = true;
    };
    window.addEventListener("pointerdown", mark, { once: true, capture: true });
    window.addEventListener("keydown", mark, { once: true, capture: true });
    return () => {
      window.removeEventListener("pointerdown", mark, { capture: true });
      window.removeEventListener("keydown", mark, { capture: true });
    };
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: path is the trigger, not an input
  useEffect(() => {
    if (interacted.current) document.getElementById(mainId)?.focus();
  }, [path, mainId]);
}
