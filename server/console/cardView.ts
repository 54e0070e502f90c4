import type { I18n } from "@lingui/core";
import { createElement as h, type ReactNode } from "react";
import { WORDS } from "./consoleMessages.ts";
import type { DeviceCard } from "./deviceCard.ts";
import { notice } from "./notice.ts";
import { stateLabel } from "./stateLabel.ts";
import { verdictsView } from "./verdictsView.ts";

const when = (t: I18n, at: number | null) =>
  at === null ? t._(WORDS.unlimited) : new Date(at).toISOString().slice(0, 16).replace("T", " ");
const size = (t: I18n, bytes: number | null) =>
  bytes === null ? t._(WORDS.unlimited) : `${(bytes / 1e6).toFixed(1)} MB`;
const hidden = (name: string, value: string) => h("input", { type: "hidden", name, value });

/** A device's card and the desk's actions on it; `said` is the last action's answer. */
export function cardView(t: I18n, card: DeviceCard, csrf: string, said?: ReactNode, canRefund = false) {
  const s = card.session;
  const ids = [hidden("_csrf", csrf), hidden("zone", card.zoneId), hidden("mac", card.mac)];
  const facts: [string, ReactNode][] = [
    [t._(WORDS.zone), card.zoneId],
    [t._(WORDS.device), card.mac],
    [
      t._(WORDS.online),
      card.online.length ? card.online.map((o) => o.gateway).join(", ") : t._(WORDS.offline),
    ],
  ];
  if (s)
    facts.push(
      [t._(WORDS.loggedIn), t._(s.backendAuthed ? WORDS.yes : WORDS.no)],
      [
        t._(WORDS.voucher),
        s.voucherCode ? `${s.voucherCode}${card.voucherRevoked ? ` (${t._(WORDS.revokedState)})` : ""}` : "–",
      ],
      [t._(WORDS.dataUsed), size(t, s.bytesUsed)],
      [t._(WORDS.dataLimit), size(t, s.byteLimit)],
      [t._(WORDS.endsAt), when(t, s.endAt)],
    );
  if (card.devices.length) facts.push([t._(WORDS.devices), card.devices.map((d) => d.mac).join(", ")]);
  if (card.order)
    facts.push(
      [
        t._(WORDS.order),
        `${card.order.publicId} (${stateLabel(t, "order", card.order.status)})${card.order.voucherRefunded && card.order.status !== "refunded" ? `; ${t._(WORDS.voucherRefunded.id, { code: card.order.code })}` : ""}`,
      ],
      [t._(WORDS.mail), `${card.order.email ?? "–"}: ${stateLabel(t, "mail", card.order.mail)}`],
    );
  return h(
    "div",
    null,
    said,
    h(
      "dl",
      null,
      ...facts.flatMap(([k, v], i) => [h("dt", { key: `t${i}` }, k), h("dd", { key: `d${i}` }, v)]),
    ),
    !s && notice(t._(WORDS.noSession)),
    h(
      "div",
      { className: "actions" },
      h(
        "form",
        { method: "post", action: "/console/device/kick" },
        ...ids,
        h("button", { type: "submit", className: "danger" }, t._(WORDS.kick)),
      ),
      h(
        "form",
        { method: "post", action: "/console/device/reset" },
        ...ids,
        h("p", { id: "reset-hint", className: "hint" }, t._(WORDS.resetHint)),
        h("button", { type: "submit", "aria-describedby": "reset-hint" }, t._(WORDS.reset)),
      ),
      s &&
        !card.voucherRevoked &&
        h(
          "form",
          { method: "post", action: "/console/device/extend" },
          ...ids,
          h("label", { htmlFor: "minutes" }, t._(WORDS.minutes)),
          h("input", {
            id: "minutes",
            name: "minutes",
            type: "number",
            min: 0,
            max: 100000,
            defaultValue: 60,
          }),
          h("label", { htmlFor: "megabytes" }, t._(WORDS.megabytes)),
          h("input", {
            id: "megabytes",
            name: "megabytes",
            type: "number",
            min: 0,
            max: 1000000,
            defaultValue: 0,
          }),
          h("div", null, h("button", { type: "submit" }, t._(WORDS.extend))),
        ),
      card.order &&
        card.order.mail !== "none" &&
        h(
          "form",
          { method: "post", action: "/console/order/resend" },
          ...ids,
          hidden("order", card.order.publicId),
          h("button", { type: "submit" }, t._(WORDS.resend)),
        ),
      canRefund &&
        card.order?.status === "completed" &&
        h(
          "form",
          { method: "post", action: "/console/order/refund" },
          ...ids,
          hidden("order", card.order.publicId),
          h("button", { type: "submit", className: "danger" }, t._(WORDS.refund)),
        ),
      // a partial refund: this voucher alone, at its line's price; the order's others go on
      canRefund &&
        card.order?.status === "completed" &&
        !card.order.voucherRefunded &&
        h(
          "form",
          { method: "post", action: "/console/order/refund" },
          ...ids,
          hidden("order", card.order.publicId),
          hidden("code", card.order.code),
          h(
            "button",
            { type: "submit", className: "danger" },
            t._(WORDS.refundVoucher.id, { code: card.order.code }),
          ),
        ),
      s?.voucherCode &&
        !card.voucherRevoked &&
        h(
          "form",
          { method: "post", action: "/console/device/move" },
          ...ids,
          h("label", { htmlFor: "to" }, t._(WORDS.newMac)),
          h("input", {
            id: "to",
            name: "to",
            type: "text",
            required: true,
            maxLength: 40,
            autoComplete: "off",
          }),
          h("div", null, h("button", { type: "submit" }, t._(WORDS.move))),
        ),
      s?.voucherCode &&
        !card.voucherRevoked &&
        h(
          "form",
          { method: "post", action: "/console/voucher/revoke" },
          ...ids,
          hidden("code", s.voucherCode),
          h("button", { type: "submit", className: "danger" }, t._(WORDS.revoke)),
        ),
    ),
    verdictsView(t, card.verdicts),
  );
}
