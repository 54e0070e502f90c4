import { atom } from "jotai";

/**
 * False while the browser's first render must draw exactly what the server drew: the server knew
 * nothing of this browser's storage, its clock or its address's hash, so those are read once the
 * page has hydrated (engine/boot/main.tsx sets it false before hydrating, true once the page
 * answers input). True wherever the browser draws a page itself, and in stories and tests.
 */
export const hydratedAtom = atom(true);
