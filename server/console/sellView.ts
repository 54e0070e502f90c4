import type { I18n } from "@lingui/core";
import { createElement as h } from "react";
import { currencyDigits } from "../domain/currencyDigits.ts";
import { WORDS } from "./consoleMessages.ts";
import type { DeskProduct } from "./sellAtDesk.ts";
import { notice } from "./notice.ts";

export const price = (amount: number, currency: string) =>
  `${(amount / 10 ** currencyDigits(currency)).toFixed(currencyDigits(currency))} ${currency}`;

/** The desk's sale: a zone, a product of its store, a quantity. */
export function sellView(
  t: I18n,
  o: { zones: string[]; zoneId: string; products: DeskProduct[]; csrf: string },
) {
  return h(
    "div",
    null,
    h(
      "form",
      { method: "get", action: "/console/sell" },
      h("label", { htmlFor: "zone" }, t._(WORDS.zone)),
      h(
        "select",
        { id: "zone", name: "zone", defaultValue: o.zoneId },
        ...o.zones.map((z) => h("option", { key: z, value: z }, z)),
      ),
      h("button", { type: "submit" }, t._(WORDS.show)),
    ),
    o.products.length === 0
      ? notice(t._(WORDS.noProducts))
      : h(
          "form",
          { method: "post", action: "/console/sell" },
          h("input", { type: "hidden", name: "_csrf", value: o.csrf }),
          h("input", { type: "hidden", name: "zone", value: o.zoneId }),
          h("label", { htmlFor: "item" }, t._(WORDS.product)),
          h(
            "select",
            { id: "item", name: "item" },
            ...o.products.map((p) =>
              h("option", { key: p.itemId, value: p.itemId }, `${p.name} · ${price(p.amount, p.currency)}`),
            ),
          ),
          h("label", { htmlFor: "quantity" }, t._(WORDS.quantity)),
          h("input", {
            id: "quantity",
            name: "quantity",
            type: "number",
            min: 1,
            max: 20,
            defaultValue: 1,
            required: true,
          }),
          h("div", null, h("button", { type: "submit" }, t._(WORDS.sell))),
        ),
  );
}

/** The printable slip: the product, its price, and each code with its QR code. */
export function slipView(
  t: I18n,
  o: { product: DeskProduct; batchId: string; codes: { code: string; qr: string }[] },
) {
  return h(
    "div",
    null,
    h("p", null, t._(WORDS.slipHint)),
    h("p", null, `${o.product.name} · ${price(o.product.amount, o.product.currency)} · ${o.batchId}`),
    h(
      "ul",
      { className: "slip" },
      ...o.codes.map((c) =>
        h(
          "li",
          { key: c.code },
          h("img", { src: c.qr, alt: t._(WORDS.codeQr.id, { code: c.code }), width: 120, height: 120 }),
          h("strong", { className: "code" }, c.code),
        ),
      ),
    ),
  );
}
