import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import { Paragraphs } from "./Paragraphs.tsx";
import "./ShipIntro.css";

export interface ShipIntroProps {
  title: string;
  text: string;
  /** the longer story, behind 'Read more' */
  more?: string;
  expanded?: boolean;
  onToggle?: () => void;
}

/**
 * An island-route ship's description, with an expandable read more / read less block (opened and
 * closed by the script; without one the longer story is simply shown, and no button is).
 */
export function ShipIntro({ title, text, more, expanded = false, onToggle }: ShipIntroProps) {
  const moreId = useId();
  return (
    <section className="gw-card">
      <h1>{title}</h1>
      <Paragraphs text={text} />
      {more ? (
        <>
          <div id={moreId} className="gw-ship-more" hidden={!expanded}>
            <Paragraphs text={more} />
          </div>
          <button
            type="button"
            className="gw-button gw-ship-more-toggle"
            data-variant="secondary"
            aria-expanded={expanded}
            aria-controls={moreId}
            onClick={onToggle}
          >
            {expanded ? (
              <Trans id="gen.readless">Read less</Trans>
            ) : (
              <Trans id="gen.readmore">Read more</Trans>
            )}
          </button>
        </>
      ) : null}
    </section>
  );
}
