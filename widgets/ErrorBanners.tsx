import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import "./ErrorBanners.css";

export interface ErrorBannersProps {
  messages: { key: string; text: string }[];
  onDismiss?: (key: string) => void;
}

/**
 * Error banners above the content; the live region announces each new one. Each × dismisses its
 * banner without the script too, and keeps the page as it is (what was typed stays): the banner is
 * a manual popover that CSS draws in the page while it is closed, and the × opens it, which hides
 * it (ErrorBanners.css). With the script the app dismisses it instead.
 */
export function ErrorBanners({ messages, onDismiss }: ErrorBannersProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="gw-errors" role="alert" aria-live="assertive">
      {messages.map(({ key, text }, index) => (
        <div key={key} id={`${id}-${index}`} className="gw-error" popover="manual">
          <span>{text}</span>
          {onDismiss ? (
            <button
              type="button"
              popoverTarget={`${id}-${index}`}
              popoverTargetAction="show"
              onClick={(event) => {
                event.preventDefault();
                onDismiss(key);
              }}
              aria-label={t({ id: "gen.dismiss", message: "Dismiss" })}
            >
              ×
            </button>
          ) : null}
        </div>
      ))}
    </div>
  );
}
