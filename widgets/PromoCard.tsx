import { Paragraphs } from "./Paragraphs.tsx";
import "./PromoCard.css";

export interface PromoCardProps {
  title: string;
  text: string;
}

/** A promotion on the onboard page (reserve online, collect on board). */
export function PromoCard({ title, text }: PromoCardProps) {
  return (
    <section className="gw-card gw-promo">
      <h2>{title}</h2>
      <Paragraphs text={text} />
    </section>
  );
}
