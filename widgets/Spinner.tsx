import { Trans } from "@lingui/react/macro";
import "./Spinner.css";

/** The waiting state: animated dots in the operator's colour with 'Loading.. Please wait'. */
export function Spinner() {
  return (
    <div className="gw-spinner" role="status">
      <span className="gw-spinner-dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span>
        <Trans id="gen.loading">Loading.. Please wait</Trans>
      </span>
    </div>
  );
}
