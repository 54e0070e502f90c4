import type { BatchPrice } from "../../server/operations.ts";

/** The minor units a currency has (EUR 2, JPY 0, BHD 3), as Intl knows them. */
export const currencyDigits = (currency: string) =>
  new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;

/** "9,50 €" in Swedish, "€9.50" in English: a batch's price as the card's first language writes it. */
export function formatPrice(price: BatchPrice, locale: string): string {
  const digits = currencyDigits(price.currency);
  return new Intl.NumberFormat(locale, { style: "currency", currency: price.currency }).format(
    price.amount / 10 ** digits,
  );
}
