import { atom } from "jotai";

/**
 * The access controller's answer this page load came with: retryCount (how many times it could not
 * let the device online) and the step it was sent for. Null once handled, or when the URL had none.
 */
export interface ControllerReturn {
  retryCount: number;
  step: number | null;
}

export const controllerReturnAtom = atom<ControllerReturn | null>(null);
