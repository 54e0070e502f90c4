import { Trans } from "@lingui/react/macro";
import { type FormEvent, useId } from "react";
import "./DevConsole.css";

export interface DevConsoleProps {
  query: string;
  onQueryChange: (query: string) => void;
  onEvaluate: () => void;
  /** the answer to the last query, as text; null before the first */
  result: string | null;
  /** the last query could not be answered */
  failed?: boolean;
}

/** The hidden developer page: a diagnostic query about the portal's state and its answer. */
export function DevConsole({ query, onQueryChange, onEvaluate, result, failed = false }: DevConsoleProps) {
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onEvaluate();
  };
  return (
    <section className="gw-card gw-dev">
      <h1>
        <Trans id="dev.title">Developer page</Trans>
      </h1>
      <form onSubmit={submit}>
        <label className="gw-label" htmlFor={inputId}>
          <Trans id="dev.query">Diagnostic query</Trans>
        </label>
        <textarea
          id={inputId}
          className="gw-input gw-dev-query"
          value={query}
          rows={2}
          spellCheck={false}
          autoCapitalize="off"
          onChange={(event) => onQueryChange(event.target.value)}
          aria-describedby={`${inputId}-help`}
        />
        <p id={`${inputId}-help`} className="gw-offer-hint">
          <Trans id="dev.help">
            A path into the state: session, query, settings, zone, locale or storage, e.g. session.bytesUsed
            or keys(storage.local).
          </Trans>
        </p>
        <button type="submit" className="gw-button">
          <Trans id="dev.evaluate">Evaluate</Trans>
        </button>
      </form>
      <h2>
        <Trans id="dev.result">Result</Trans>
      </h2>
      <output htmlFor={inputId} className="gw-dev-result" data-failed={failed} aria-live="polite">
        {result ?? ""}
      </output>
    </section>
  );
}
