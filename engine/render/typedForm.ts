import type { Node } from "../../schemas/gen/manifest.gen.ts";

/** The ids of the forms a passenger types into: the header's language switch may post with one. */
export const TYPED_FORM = {
  voucher: "gw-voucher-form",
  cruiseLogin: "gw-cruise-login-form",
} as const;

// the widgets whose voucher form is drawn whenever they are (useVoucherProps)
const VOUCHER_FORMS = new Set<Node["type"]>(["VoucherForm", "VoucherField", "CruiseVoucherOption"]);

/**
 * The form of a page's nodes that holds what a passenger types, for the language switch to post
 * with (widgets/LanguageSelect.tsx): the cruise login's four fields before a voucher code where a
 * page has both; none (undefined) where a page has no such form. Only forms drawn whenever their
 * node is count: the switch must never name a form that is not in the page.
 */
export function typedFormOf(nodes: readonly Node[] | undefined): string | undefined {
  if (!nodes) return undefined;
  if (nodes.some((node) => node.type === "CruiseLogin")) return TYPED_FORM.cruiseLogin;
  if (nodes.some((node) => VOUCHER_FORMS.has(node.type))) return TYPED_FORM.voucher;
  return undefined;
}
