// the sandbox's cards; any future expiry and any CVC. No other number exists here.
export type CardBehaviour = "success" | "declined" | "delayed";

export const TEST_CARDS: Record<string, CardBehaviour> = {
  // Nets Easy's own test Visa number: paid, the notice arrives at once (and once more, a second later)
  "4925000000000004": "success",
  // refused by the issuer: the payment window says so and the payment stays open
  "4000000000000002": "declined",
  // paid, but the server-side notice arrives only after SANDBOX_NOTICE_DELAY_MS
  "4000000000003063": "delayed",
};

export function cardBehaviour(cardNumber: string): CardBehaviour | undefined {
  return TEST_CARDS[cardNumber.replace(/\s+/g, "")];
}

// MM/YY or MMYY in the future (the card is valid through the end of that month)
export function isFutureExpiry(expiry: string, now: number): boolean {
  const digits = expiry.replace("/", "");
  const month = Number(digits.slice(0, 2));
  const year = 2000 + Number(digits.slice(2, 4));
  return Date.UTC(year, month, 1) > now;
}
