import { SANDBOX_PATH } from "../PaymentConfig.ts";
import type { SandboxPayment } from "./SandboxPayments.ts";

const html = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

// minor units as the receipt shows them: "29.00 SEK" (the sandbox knows no currency's digits: two)
const price = (amount: number, currency: string) => `${(amount / 100).toFixed(2)} ${html(currency)}`;

/**
 * The sandbox's hosted payment page: the order, a card form (posted back to this page) and the
 * test cards, with the sandbox frame's own style; no script. `error`: the last card's refusal.
 */
export function hostedPageHtml(payment: SandboxPayment, checkoutKey: string, error?: string): string {
  const items = payment.items
    .map((i) => `<li>${i.quantity} × ${html(i.name)}: ${price(i.grossTotalAmount, payment.currency)}</li>`)
    .join("");
  const cancel = payment.hosted?.cancelUrl;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card payment (sandbox)</title>
<link rel="stylesheet" href="${SANDBOX_PATH}/v1/frame.css">
</head>
<body class="hosted">
<main>
<h1>Card payment</h1>
<p class="badge">Payment sandbox: no real card is charged</p>
<ul>${items}</ul>
<p class="amount">Total ${price(payment.amount, payment.currency)}</p>
<form method="post">
<input type="hidden" name="checkoutKey" value="${html(checkoutKey)}">
<label for="card">Card number</label>
<input id="card" name="cardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="23" required>
<div class="row">
<div><label for="expiry">Expiry (MM/YY)</label>
<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" maxlength="5" required></div>
<div><label for="cvc">CVC</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required></div>
</div>
${error ? `<p class="error" role="alert">${html(error)}</p>` : ""}
<button type="submit">Pay ${price(payment.amount, payment.currency)}</button>
</form>
${cancel ? `<p><a href="${html(cancel)}">Cancel and return to the shop</a></p>` : ""}
<details>
<summary>Test cards</summary>
<ul>
<li><code>4925 0000 0000 0004</code> approved</li>
<li><code>4000 0000 0000 0002</code> declined</li>
<li><code>4000 0000 0000 3063</code> approved, confirmed late</li>
</ul>
<p>Any future expiry date and any CVC.</p>
</details>
</main>
</body>
</html>`;
}
