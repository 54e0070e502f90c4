/**
 * A store price (spec section 5): minor units ÷ 10^decimals; a whole number shows without
 * decimals, anything else with two decimals and a comma. "49 SEK", "4,50 EUR".
 */
export function formatPrice(minor: number, decimals: number, currency: string): string {
  const value = minor / 10 ** decimals;
  const text = Number.isInteger(value) ? String(value) : value.toFixed(2).replace(".", ",");
  return `${text} ${currency}`;
}
