import { atom } from "jotai";

/**
 * The device's user agent: the browser's own, or the request's User-Agent when the server draws
 * the page (engine/ssr/renderPage.tsx), so both draw the same page for the same device. Never the
 * server's navigator: Node has one too, with its own user agent.
 */
export const userAgentAtom = atom(typeof window === "undefined" ? "" : navigator.userAgent);
