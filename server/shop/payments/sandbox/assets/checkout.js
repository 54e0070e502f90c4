// The payment sandbox's copy of Nets Easy's checkout.js: the same global (Dibs.Checkout), the same
// constructor options and the same events, with an iframe from this server instead of the provider's.
(() => {
  const script = document.currentScript;
  const base = new URL(".", script ? script.src : location.href);
  const origin = base.origin;

  class Checkout {
    constructor(options) {
      if (!options?.checkoutKey || !options.paymentId || !options.containerId)
        throw new Error("Dibs.Checkout needs checkoutKey, paymentId and containerId");
      const container = document.getElementById(options.containerId);
      if (!container) throw new Error(`Dibs.Checkout: no element with id ${options.containerId}`);
      this.handlers = {};
      const params = new URLSearchParams({
        paymentId: options.paymentId,
        checkoutKey: options.checkoutKey,
        language: options.language || "en-GB",
        theme: JSON.stringify(options.theme || {}),
      });
      const iframe = document.createElement("iframe");
      iframe.src = new URL(`frame.html?${params}`, base).href;
      iframe.title = "Card payment";
      iframe.setAttribute("allow", "payment");
      iframe.style.width = "100%";
      iframe.style.minHeight = "420px";
      iframe.style.border = "0";
      container.appendChild(iframe);
      this.iframe = iframe;
      // only the window this instance made, from the script's own origin, is listened to
      this.listener = (event) => {
        if (event.origin !== origin || event.source !== iframe.contentWindow) return;
        const data = event.data;
        if (data?.source !== "payment-sandbox") return;
        if (data.event === "resize") iframe.style.height = `${data.payload?.height}px`;
        else this.emit(data.event, data.payload);
      };
      window.addEventListener("message", this.listener);
    }

    on(event, handler) {
      if (!this.handlers[event]) this.handlers[event] = [];
      this.handlers[event].push(handler);
    }

    emit(event, payload) {
      for (const handler of this.handlers[event] || []) handler(payload);
    }

    send(event, value) {
      this.iframe.contentWindow?.postMessage({ source: "payment-sandbox-host", event, value }, origin);
    }

    setTheme(theme) {
      this.send("set-theme", theme);
    }

    setLanguage(language) {
      this.send("set-language", language);
    }

    freezeCheckout() {
      this.send("freeze", true);
    }

    thawCheckout() {
      this.send("freeze", false);
    }

    cleanup() {
      window.removeEventListener("message", this.listener);
      this.iframe.remove();
    }
  }

  window.Dibs = window.Dibs || {};
  window.Dibs.Checkout = Checkout;
})();
