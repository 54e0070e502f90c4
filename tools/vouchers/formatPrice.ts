import { type BatchPrice, currencyDigits } from "../../server/operations.ts";

export { currencyDigits };

/** "9,50 €" in Swedish, "€9.50" in English: a batch's price as the card's first language writes it. */
export function formatPrice(price: BatchPrice, locale: string): string {
  const digits = currencyDigits(price.currency);
  return new Intl.NumberFormat(locale, { style: "currency", currency: price.currency }).format(
    price.amount / 10 ** digits,
  );
}
