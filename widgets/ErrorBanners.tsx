import { useLingui } from "@lingui/react/macro";
import "./ErrorBanners.css";

export interface ErrorBannersProps {
  messages: { key: string; text: string }[];
  onDismiss?: (key: string) => void;
}

/** Error banners above the content; the live region announces each new one. */
export function ErrorBanners({ messages, onDismiss }: ErrorBannersProps) {
  const { t } = useLingui();
  return (
    <div className="gw-errors" role="alert" aria-live="assertive">
      {messages.map(({ key, text }) => (
        <div key={key} className="gw-error">
          <span>{text}</span>
          {onDismiss ? (
            <button
              type="button"
              onClick={() => onDismiss(key)}
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
