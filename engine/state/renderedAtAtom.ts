import { atom } from "jotai";

/**
 * The clock the server drew the page by (epoch ms): relative times ("in 24 hours") are drawn from it
 * on both sides, so the browser's first render says what the server's page says; null once the page
 * has hydrated, and the live clock counts.
 */
export const renderedAtAtom = atom<number | null>(null);
