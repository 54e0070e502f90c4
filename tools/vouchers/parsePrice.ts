import type { BatchPrice } from "../../server/operations.ts";
import { currencyDigits } from "./formatPrice.ts";

/**
 * "9.50 EUR", "EUR 9.50", "9,50 EUR", "500 JPY": an amount in a currency, as minor units; undefined
 * when it is not one, or has more decimals than the currency (9.505 EUR).
 */
export function parsePrice(text: string): BatchPrice | undefined {
  const match =
    /^(\d+(?:[.,]\d+)?)\s*([A-Za-z]{3})$/.exec(text.trim()) ??
    /^([A-Za-z]{3})\s*(\d+(?:[.,]\d+)?)$/.exec(text.trim());
  if (!match) return undefined;
  const [amountText, currency] = /^\d/.test(match[1] as string)
    ? [match[1] as string, (match[2] as string).toUpperCase()]
    : [match[2] as string, (match[1] as string).toUpperCase()];
  const digits = currencyDigits(currency);
  const [whole, fraction = ""] = amountText.replace(",", ".").split(".") as [string, string?];
  if (fraction.length > digits) return undefined;
  return { amount: Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, "0") || 0), currency };
}
