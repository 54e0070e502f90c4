/** The minor units a currency has (EUR 2, JPY 0, BHD 3), as Intl knows them; 2 for a code it does not. */
export function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}
