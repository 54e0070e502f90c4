/** The access controller's paths a step machine sends a device to (spec section 7). */
export type ControllerPath = "/auth" | "/logout" | "/tempbypass" | "/cnabypass" | "/triggerrelay";

/**
 * Where a step machine sends the device once its action succeeded: the access controller's path
 * with its captiveStep and retryCount (a vendor's gateway has its own login and logout for them).
 */
export interface ControllerStep {
  path: ControllerPath;
  captiveStep: number;
  retryCount: number;
  extra?: Record<string, string>;
}

// activation success redirects with 3 and 0 (spec section 7)
export const TO_LOGIN: ControllerStep = { path: "/auth", captiveStep: 3, retryCount: 0 };
export const TO_LOGOUT: ControllerStep = { path: "/logout", captiveStep: 0, retryCount: 0 };
