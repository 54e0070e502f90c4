import { createContext } from "react";

/**
 * What a page drawn on the server tells the server about its answer: the 404 page was drawn (an
 * unknown route, or a page the zone does not have), so the answer is HTTP 404, not 200. Filled in
 * while drawing, as a static router's context is; the browser has none.
 */
export interface PageStatus {
  notFound: boolean;
}

export const PageStatusContext = createContext<PageStatus | null>(null);
