import { atom } from "jotai";

/**
 * The page's origin (scheme, host and port) as the browser sees it: the window's, or the request's
 * when the server draws the page (engine/ssr/renderPage.tsx), where there is no window.
 */
export const pageOriginAtom = atom(typeof window === "undefined" ? "" : window.location.origin);
