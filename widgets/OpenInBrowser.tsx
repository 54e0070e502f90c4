import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import "./OpenInBrowser.css";

export interface OpenInBrowserProps {
  /** the portal address to open in a full browser */
  link: string;
  onCopy: () => void;
  copyState: "idle" | "copied" | "failed";
}

/**
 * Tells an in-app browser to open the portal in a full browser, with a copy-link button (only where
 * a script can copy: without one the link is there to select and copy by hand).
 */
export function OpenInBrowser({ link, onCopy, copyState }: OpenInBrowserProps) {
  const id = useId();
  return (
    <section className="gw-card gw-page">
      <h1>
        <Trans id="openInBrowser.title">Open in your browser</Trans>
      </h1>
      <p>
        <Trans id="openInBrowser.text">
          This page cannot complete a purchase. Copy the link below and open it in your phone's browser (for
          example Chrome).
        </Trans>
      </p>
      <label className="gw-label" htmlFor={id}>
        <Trans id="openInBrowser.link">Portal link</Trans>
      </label>
      <input id={id} className="gw-input" readOnly value={link} onFocus={(event) => event.target.select()} />
      <button type="button" className="gw-button gw-copy-link" onClick={onCopy}>
        <Trans id="openInBrowser.copy">Copy link</Trans>
      </button>
      <p role="status">
        {copyState === "copied" ? <Trans id="openInBrowser.copied">Link copied.</Trans> : null}
        {copyState === "failed" ? (
          <Trans id="gen.copyfailed">Copy failed, copy the link manually.</Trans>
        ) : null}
      </p>
    </section>
  );
}
