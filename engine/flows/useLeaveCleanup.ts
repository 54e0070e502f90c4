import { useEffect, useRef } from "react";

/**
 * Runs `leave` when the page unmounts (a route change inside the app; a full-page redirect never
 * unmounts). `stay` runs on every mount: under React's StrictMode a page is unmounted and mounted
 * again at once, and `stay` puts back what `leave` took away.
 */
export function useLeaveCleanup(stay: () => void, leave: () => void): void {
  const handlers = useRef({ stay, leave });
  handlers.current = { stay, leave };
  useEffect(() => {
    handlers.current.stay();
    return () => handlers.current.leave();
  }, []);
}
