import { Trans } from "@lingui/react/macro";

export interface WelcomeHeadingProps {
  /** a per-vessel text below the heading, already in the visitor's language */
  intro?: string;
}

/** The start page's welcome heading. */
export function WelcomeHeading({ intro }: WelcomeHeadingProps) {
  return (
    <header className="gw-welcome">
      <h1>
        <Trans id="start.welcome">Welcome on board</Trans>
      </h1>
      {intro ? <p>{intro}</p> : null}
    </header>
  );
}
