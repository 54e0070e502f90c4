import { useAtomValue } from "jotai";
import { useCallback, useState } from "react";
import {
  type SessionAction,
  type SessionEvent,
  sessionStep,
  type SessionTurn,
} from "../../steps/sessionSteps.ts";
import { apiStatus } from "../api/apiStatus.ts";
import { postSessionLogout } from "../api/postSessionLogout.ts";
import { postSessionReset } from "../api/postSessionReset.ts";
import type { HandoffStep } from "../api/types.ts";
import { queryAtom } from "../state/queryAtom.ts";
import { bannerMessage } from "./formMessages.ts";
import { useControllerRedirect } from "./useControllerRedirect.ts";
import { useErrors } from "./useErrors.ts";

const ASK: Record<Exclude<SessionAction, "connect">, (mac: string) => Promise<HandoffStep | undefined>> = {
  logout: postSessionLogout,
  reset: postSessionReset,
};

// the action's answer as the step machine reads it: its status, and the gateway's step if any
async function answerOf(
  action: SessionAction,
  mac: string,
): Promise<{ status: number; handoff?: HandoffStep }> {
  if (action === "connect") return { status: 200 };
  try {
    const handoff = await ASK[action](mac);
    return { status: 200, ...(handoff ? { handoff } : {}) };
  } catch (error) {
    return { status: apiStatus(error) };
  }
}

/**
 * A change of the device's own session in the browser: the session's step machine
 * (steps/sessionSteps.ts, which the server's forms walk too). Log out and reset ask the server,
 * then the gateway (its logout, its login again); Connect goes to the gateway's login again.
 * `press` takes the terms where the page asks them (the simple trial start in reset mode) and,
 * for Connect, whether the device is granted and waits for its gateway.
 */
export function useSessionAction(action: SessionAction) {
  const query = useAtomValue(queryAtom);
  const redirect = useControllerRedirect();
  const { push } = useErrors();
  const [loading, setLoading] = useState(false);
  const apply = useCallback(
    (turn: SessionTurn, handoff?: HandoffStep) => {
      setLoading(turn.loading);
      if (turn.banner) push(bannerMessage(turn.banner));
      // loading stays on: the page is being left
      if (turn.controller) {
        const { path, captiveStep, retryCount } = turn.controller;
        void redirect(path, captiveStep, retryCount, {}, handoff);
      }
    },
    [push, redirect],
  );
  const press = useCallback(
    async (event: Omit<Extract<SessionEvent, { type: "press" }>, "type"> = {}) => {
      if (!query) return;
      const turn = sessionStep(action, { type: "press", ...event });
      apply(turn);
      if (!turn.act) return turn;
      const { status, handoff } = await answerOf(action, query.mac);
      apply(sessionStep(action, { type: "answered", status }), handoff);
      return turn;
    },
    [action, query, apply],
  );
  return { loading, press };
}
