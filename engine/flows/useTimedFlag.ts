import { useCallback, useEffect, useRef, useState } from "react";

/** A flag that raises on demand and lowers itself after `ms` (the terms highlight: 10 s). */
export function useTimedFlag(ms: number): [boolean, () => void] {
  const [raised, setRaised] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const raise = useCallback(() => {
    setRaised(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setRaised(false), ms);
  }, [ms]);
  return [raised, raise];
}
