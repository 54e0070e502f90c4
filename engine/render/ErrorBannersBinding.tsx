import { useLingui } from "@lingui/react";
import { useAtomValue, useStore } from "jotai";
import { useEffect } from "react";
import { ErrorBanners } from "../../widgets/ErrorBanners.tsx";
import { ERROR_LIFETIME_MS, useErrors } from "../flows/useErrors.ts";
import { errorsAtom } from "../state/errorsAtom.ts";

export function ErrorBannersBinding() {
  const { i18n } = useLingui();
  const errors = useAtomValue(errorsAtom);
  const { dismiss } = useErrors();
  const store = useStore();
  // banners the page arrived with (a form the server answered) live their 10 s from now, as pushed ones
  useEffect(() => {
    const timers = store.get(errorsAtom).map((e) => setTimeout(() => dismiss(e.key), ERROR_LIFETIME_MS));
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [store, dismiss]);
  const messages = errors.map(({ key, message }) => ({
    key,
    text: typeof message === "string" ? message : i18n._(message),
  }));
  return <ErrorBanners messages={messages} onDismiss={dismiss} />;
}
