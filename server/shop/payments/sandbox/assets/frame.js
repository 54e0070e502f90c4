// The sandbox's payment window: shows the amount, takes a test card and tells the page that
// embeds it (through checkout.js) when the payment is completed.
const params = new URLSearchParams(location.search);
const paymentId = params.get("paymentId") || "";
const checkoutKey = params.get("checkoutKey") || "";
const language = params.get("language") || "en-GB";

const TEXTS = {
  "sv-SE": {
    badge: "Betalningssandlåda: inget riktigt kort debiteras",
    card: "Kortnummer",
    expiry: "Giltigt till (MM/ÅÅ)",
    cvc: "CVC",
    pay: "Betala",
    done: "Betalningen är godkänd",
    cards: "Testkort",
    success: "godkänns",
    declined: "nekas",
    delayed: "godkänns, bekräftas sent",
    any: "Valfritt framtida datum och valfri CVC.",
    declinedError: "Kortet nekades. Försök med ett annat kort.",
    invalid: "Kontrollera kortuppgifterna.",
    failed: "Betalningen kunde inte genomföras. Försök igen.",
  },
  "en-GB": {
    declinedError: "The card was declined. Try another card.",
    invalid: "Check the card details.",
    failed: "The payment could not be made. Try again.",
  },
};
const texts = TEXTS[language] || TEXTS["en-GB"];
const text = (key, fallback) => texts[key] || TEXTS["en-GB"][key] || fallback;

const $ = (id) => document.getElementById(id);
const tell = (event, payload) =>
  parent.postMessage({ source: "payment-sandbox", event, payload }, location.origin);
const resize = () => tell("resize", { height: document.documentElement.scrollHeight });

function applyTheme(theme) {
  const colour = theme && typeof theme.primaryColor === "string" ? theme.primaryColor : "";
  if (/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(colour))
    document.documentElement.style.setProperty("--primary", colour);
}

function formatAmount(amount, currency) {
  const format = new Intl.NumberFormat(language, { style: "currency", currency });
  return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

async function load() {
  document.documentElement.lang = language.slice(0, 2);
  for (const element of document.querySelectorAll("[data-text]"))
    element.textContent = text(element.dataset.text, element.textContent);
  try {
    applyTheme(JSON.parse(params.get("theme") || "{}"));
  } catch {
    // a theme that is not JSON leaves the default look
  }
  const url = `checkout/${encodeURIComponent(paymentId)}?checkoutKey=${encodeURIComponent(checkoutKey)}`;
  const answer = await fetch(url).catch(() => null);
  if (!answer?.ok) {
    $("error").textContent = text("failed");
    $("submit").disabled = true;
    return resize();
  }
  const checkout = await answer.json();
  const amount = formatAmount(checkout.amount, checkout.currency);
  $("amount").textContent = amount;
  $("submit").textContent = `${text("pay", "Pay")} ${amount}`;
  if (checkout.status === "reserved") finish();
  resize();
}

function finish() {
  $("pay").hidden = true;
  $("done").hidden = false;
  resize();
}

async function pay(event) {
  event.preventDefault();
  $("error").textContent = "";
  $("submit").disabled = true;
  const body = {
    checkoutKey,
    cardNumber: $("card").value.trim(),
    expiry: $("expiry").value.trim(),
    cvc: $("cvc").value.trim(),
  };
  const answer = await fetch(`checkout/${encodeURIComponent(paymentId)}/pay`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  }).catch(() => null);
  $("submit").disabled = false;
  if (answer?.ok) {
    finish();
    return tell("payment-completed", { paymentId });
  }
  const status = answer ? answer.status : 0;
  $("error").textContent = text(status === 402 ? "declinedError" : status === 400 ? "invalid" : "failed");
  resize();
}

window.addEventListener("message", (event) => {
  if (
    event.origin !== location.origin ||
    event.source !== parent ||
    event.data?.source !== "payment-sandbox-host"
  )
    return;
  if (event.data.event === "set-theme") applyTheme(event.data.value);
  if (event.data.event === "freeze") $("submit").disabled = event.data.value === true;
});
$("pay").addEventListener("submit", pay);
void load();
