import { Paragraphs } from "./Paragraphs.tsx";

export interface ZoneTextProps {
  text: string;
  heading?: string;
}

/** A card with the vessel's own words (the terms-only page's text on using the open network). */
export function ZoneText({ text, heading }: ZoneTextProps) {
  return (
    <section className="gw-card">
      {heading ? <h1>{heading}</h1> : null}
      <Paragraphs text={text} />
    </section>
  );
}
