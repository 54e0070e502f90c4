/**
 * A price in minor units, as the spec shows prices: divided by 10^decimals of the currency,
 * whole amounts without decimals, others with two and a comma ("4,90 EUR", "15 EUR").
 */
export function formatPackagePrice(minor: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  const amount = minor / 10 ** decimals;
  const text = Number.isInteger(amount) ? String(amount) : amount.toFixed(2).replace(".", ",");
  return `${text} ${currency}`;
}

function currencyDecimals(currency: string): number {
  try {
    return (
      new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    // an unknown code: most currencies have cents
    return 2;
  }
}
