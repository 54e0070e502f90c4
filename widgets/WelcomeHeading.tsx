import { Trans } from "@lingui/react/macro";

export type WelcomeTitle = "welcome" | "welcome-crew" | "access-crew";

export interface WelcomeHeadingProps {
  /** a per-vessel text below the heading, already in the visitor's language */
  intro?: string;
  /** passengers are welcomed on board; crew pages greet the crew */
  title?: WelcomeTitle;
}

/** The start page's welcome heading. */
export function WelcomeHeading({ intro, title = "welcome" }: WelcomeHeadingProps) {
  return (
    <header className="gw-welcome">
      <h1>
        {title === "welcome" ? <Trans id="start.welcome">Welcome on board</Trans> : null}
        {title === "welcome-crew" ? <Trans id="start.welcome.crew">Welcome crew</Trans> : null}
        {title === "access-crew" ? <Trans id="start.access.crew">Access crew Wi-Fi</Trans> : null}
      </h1>
      {intro ? <p>{intro}</p> : null}
    </header>
  );
}
