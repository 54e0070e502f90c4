// The order e-mail's own words, in the portal's Lingui catalogs (locales/*/messages.po, beside the
// pages' words, and translated there): `npm run extract` finds each by its /*i18n*/ mark, as the
// server has no macros. The e-mail also uses the pages' words for what both say: the voucher
// button (start.voucher) and a duration (cruise.duration.*).
export const MAIL_MESSAGES = {
  subject: /*i18n*/ { id: "mail.subject", message: "Your Wi-Fi vouchers for {ship}" },
  greeting: /*i18n*/ { id: "mail.greeting", message: "Hello {firstName}," },
  thanks: /*i18n*/ {
    id: "mail.thanks",
    message: "Thank you for buying Wi-Fi on board {ship} from {operator}. Your vouchers:",
  },
  code: /*i18n*/ { id: "mail.code", message: "Code" },
  fromActivation: /*i18n*/ { id: "mail.from-activation", message: "{duration} from the first activation" },
  data: /*i18n*/ { id: "mail.data", message: "{size} of data" },
  unlimited: /*i18n*/ { id: "mail.unlimited-data", message: "unlimited data" },
  devices: /*i18n*/ {
    id: "mail.devices",
    message: "{count, plural, one {on # device} other {on up to # devices at once}}",
  },
  speed: /*i18n*/ { id: "mail.speed", message: "up to {mbit} Mbit/s" },
  howTo: /*i18n*/ {
    id: "mail.how-to",
    message:
      "To go online, join the ship's Wi-Fi, open the Wi-Fi portal, choose “{button}” and enter a code.",
  },
  howToNetwork: /*i18n*/ {
    id: "mail.how-to-network",
    message:
      "To go online, join the Wi-Fi network {network} on board, open the Wi-Fi portal, choose “{button}” and enter a code.",
  },
  portal: /*i18n*/ { id: "mail.portal", message: "The Wi-Fi portal: {url}" },
  reference: /*i18n*/ { id: "mail.reference", message: "Order reference: {reference}" },
  signature: /*i18n*/ { id: "mail.signature", message: "{operator}, on board {ship}" },
} as const;
