import { useLingui } from "@lingui/react";
import { useAtomValue } from "jotai";
import { ErrorBanners } from "../../widgets/ErrorBanners.tsx";
import { useErrors } from "../flows/useErrors.ts";
import { errorsAtom } from "../state/errorsAtom.ts";

export function ErrorBannersBinding() {
  const { i18n } = useLingui();
  const errors = useAtomValue(errorsAtom);
  const { dismiss } = useErrors();
  const messages = errors.map(({ key, message }) => ({
    key,
    text: typeof message === "string" ? message : i18n._(message),
  }));
  return <ErrorBanners messages={messages} onDismiss={dismiss} />;
}
