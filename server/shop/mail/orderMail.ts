import type { I18n } from "@lingui/core";
import type { Customer, ItemTranslations } from "../OrderRecord.ts";
import { mailHtml } from "./mailHtml.ts";
import { mailI18n } from "./mailI18n.ts";
import { MAIL_MESSAGES } from "./mailMessages.ts";
import type { Mail } from "./MailTransport.ts";
import type { MailZone } from "./mailZone.ts";
import type { MailWords } from "./MailWords.ts";

/** A voucher of the order as its e-mail names it: its code, its item's words and its terms. */
export interface MailVoucher {
  code: string;
  name: string;
  description: string;
  translations: ItemTranslations | null;
  // null: no limit
  durationMs: number | null;
  byteLimit: number | null;
  maxDevices: number | null;
  rxMaxBps: number | null;
}

export interface OrderMailInput {
  order: { publicId: string; locale: string | null; customer: Customer };
  vouchers: MailVoucher[];
  zone: MailZone;
  // the portal's public address (PUBLIC_URL); unset: the mail names none
  publicUrl: string | undefined;
}

const MINUTE = 60_000;

// "24 hours", "7 days", "90 minutes": the cruise packages' words, as the pages write a duration
function duration(i18n: I18n, ms: number): string {
  const minutes = Math.round(ms / MINUTE);
  if (minutes % 1440 === 0 && minutes >= 2880)
    return i18n._("cruise.duration.days", { count: minutes / 1440 });
  if (minutes % 60 === 0) return i18n._("cruise.duration.hours", { count: minutes / 60 });
  return i18n._("cruise.duration.minutes", { count: minutes });
}

// "1 GB", "2,5 GB" in Swedish: decimal units, as the session page counts data
function size(locale: string, bytes: number): string {
  const [unit, scale] =
    bytes >= 1e12 ? ["TB", 1e12] : bytes >= 1e9 ? ["GB", 1e9] : bytes >= 1e6 ? ["MB", 1e6] : ["KB", 1e3];
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(bytes / (scale as number))} ${unit}`;
}

function terms(i18n: I18n, locale: string, v: MailVoucher): string {
  const parts = [
    ...(v.durationMs === null
      ? []
      : [i18n._(MAIL_MESSAGES.fromActivation.id, { duration: duration(i18n, v.durationMs) })]),
    v.byteLimit === null
      ? i18n._(MAIL_MESSAGES.unlimited.id)
      : i18n._(MAIL_MESSAGES.data.id, { size: size(locale, v.byteLimit) }),
    i18n._(MAIL_MESSAGES.devices.id, { count: v.maxDevices ?? 1 }),
    ...(v.rxMaxBps === null
      ? []
      : [
          i18n._(MAIL_MESSAGES.speed.id, {
            mbit: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(v.rxMaxBps / 125_000),
          }),
        ]),
  ];
  return parts.join(" · ");
}

/** The e-mail's words in the language the buyer used at the checkout (else the zone's first). */
export function mailWords({ order, vouchers, zone, publicUrl }: OrderMailInput): MailWords {
  const locale =
    order.locale && zone.locales.includes(order.locale) ? order.locale : (zone.locales[0] ?? "en");
  const i18n = mailI18n(locale);
  const { ship, operator } = zone;
  const button = i18n._("start.voucher");
  return {
    locale,
    subject: i18n._(MAIL_MESSAGES.subject.id, { ship }),
    greeting: i18n._(MAIL_MESSAGES.greeting.id, { firstName: order.customer.firstName }),
    thanks: i18n._(MAIL_MESSAGES.thanks.id, { ship, operator }),
    codeLabel: i18n._(MAIL_MESSAGES.code.id),
    vouchers: vouchers.map((v) => {
      const words = v.translations?.[locale] ?? { name: v.name, description: v.description };
      return {
        code: v.code,
        item: words.description ? `${words.name}: ${words.description}` : words.name,
        terms: terms(i18n, locale, v),
      };
    }),
    howTo: zone.wifiName
      ? i18n._(MAIL_MESSAGES.howToNetwork.id, { network: zone.wifiName, button })
      : i18n._(MAIL_MESSAGES.howTo.id, { button }),
    portal: publicUrl
      ? { line: i18n._(MAIL_MESSAGES.portal.id, { url: publicUrl }), url: publicUrl }
      : undefined,
    reference: i18n._(MAIL_MESSAGES.reference.id, { reference: order.publicId.slice(0, 8) }),
    signature: i18n._(MAIL_MESSAGES.signature.id, { ship, operator }),
  };
}

/**
 * The receipt with the codes, the buyer's copy (they may have closed the portal): a text part and
 * the same as HTML, with the ship's and operator's names, each voucher's terms (time, data,
 * devices, speed), how to use them and the portal's address, in the buyer's language.
 */
export function orderMail(input: OrderMailInput): Mail {
  const w = mailWords(input);
  const indent = " ".repeat(Math.max(...w.vouchers.map((v) => v.code.length), 0) + 4);
  const body = [
    w.greeting,
    "",
    w.thanks,
    "",
    ...w.vouchers.flatMap((v) => [`  ${v.code}  ${v.item}`, `${indent}${v.terms}`, ""]),
    w.howTo,
    ...(w.portal ? [w.portal.line] : []),
    "",
    w.reference,
    w.signature,
  ].join("\n");
  const { publicId, customer } = input.order;
  return { to: customer.email, subject: w.subject, body, html: mailHtml(w), publicId };
}
