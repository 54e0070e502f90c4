import { useAtom } from "jotai";
import { useEffect } from "react";
import type { ControllerPath } from "../redirect/accessControllerUrl.ts";
import { controllerReturnAtom } from "../state/controllerReturnAtom.ts";
import { messages } from "./messages.ts";
import { useControllerRedirect } from "./useControllerRedirect.ts";
import { useErrors } from "./useErrors.ts";

export const MAX_CONTROLLER_RETRIES = 3;

// the steps whose redirect is worth repeating: the captive assistant's bypass and the activation
const RETRY_PATHS: Partial<Record<number, ControllerPath>> = { 1: "/cnabypass", 3: "/auth" };

/**
 * The controller came back with retryCount: it could not let the device online. Below three tries
 * the device is sent again for the same step (stored on the way out); at three the passenger is
 * told 'Something went wrong, please try again' (spec section 8). True while a retry is under way.
 */
export function useControllerReturn(): boolean {
  const [ret, setRet] = useAtom(controllerReturnAtom);
  const redirect = useControllerRedirect();
  const { push } = useErrors();
  const path =
    ret && ret.retryCount < MAX_CONTROLLER_RETRIES && ret.step !== null ? RETRY_PATHS[ret.step] : undefined;
  useEffect(() => {
    if (!ret) return;
    if (path && ret.step !== null) {
      void redirect(path, ret.step, ret.retryCount);
      return;
    }
    if (ret.retryCount >= MAX_CONTROLLER_RETRIES) push(messages.timeout);
    setRet(null);
  }, [ret, path, redirect, push, setRet]);
  return path !== undefined;
}
