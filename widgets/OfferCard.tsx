import { type ReactNode, useId } from "react";
import "./OfferCard.css";

export interface OfferCardProps {
  title: ReactNode;
  /** the offer in a sentence or two */
  children?: ReactNode;
  /** buttons, links, or the offer's state ('Activated', 'Not available') */
  actions?: ReactNode;
  /** a highlighted offer gets the operator's colour as its top edge */
  highlight?: boolean;
}

/** One offer of a start page's cards (trial, premium, free): title, text, then what can be done. */
export function OfferCard({ title, children, actions, highlight = false }: OfferCardProps) {
  const titleId = useId();
  return (
    <section className="gw-card gw-offer" data-highlight={highlight} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
      {actions ? <div className="gw-offer-actions">{actions}</div> : null}
    </section>
  );
}
