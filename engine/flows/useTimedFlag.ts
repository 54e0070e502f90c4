import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A flag that raises on demand and lowers itself after `ms` (the terms highlight: 10 s). One the
 * page arrived with raised (the server flagged it) lowers itself `ms` after the page is running.
 */
export function useTimedFlag(ms: number, raisedAtFirst = false): [boolean, () => void] {
  const [raised, setRaised] = useState(raisedAtFirst);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the flag the page arrived with, once
  useEffect(() => {
    if (raisedAtFirst) timer.current = setTimeout(() => setRaised(false), ms);
    return () => clearTimeout(timer.current);
  }, []);
  const raise = useCallback(() => {
    setRaised(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setRaised(false), ms);
  }, [ms]);
  return [raised, raise];
}
