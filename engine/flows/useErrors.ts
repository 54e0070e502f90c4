import type { MessageDescriptor } from "@lingui/core";
import { useSetAtom } from "jotai";
import { useCallback } from "react";
import { type ErrorMessage, errorsAtom } from "../state/errorsAtom.ts";

export const ERROR_LIFETIME_MS = 10000;

function keyOf(message: MessageDescriptor | string): string {
  return typeof message === "string" ? message : (message.id ?? String(message.message));
}

/** Adds banners (no duplicates; each lives 10 s; the page scrolls to the top) and dismisses them. */
export function useErrors() {
  const setErrors = useSetAtom(errorsAtom);
  const dismiss = useCallback(
    (key: string) => setErrors((list) => list.filter((e) => e.key !== key)),
    [setErrors],
  );
  const push = useCallback(
    (message: MessageDescriptor | string) => {
      const entry: ErrorMessage = { key: keyOf(message), message };
      let added = false;
      setErrors((list) => {
        if (list.some((e) => e.key === entry.key)) return list;
        added = true;
        return [...list, entry];
      });
      if (!added) return;
      window.scrollTo?.({ top: 0 });
      setTimeout(() => dismiss(entry.key), ERROR_LIFETIME_MS);
    },
    [setErrors, dismiss],
  );
  return { push, dismiss };
}
