/**
 * The page's policy with the card provider's origin among its forms' targets: without the script
 * the store's payment form is answered with a 303 to the provider's hosted payment page (Nets
 * Easy's is on its checkout origin, the one its script comes from), a navigation form-action
 * governs, redirects included. The sandbox's page is this origin already (null: nothing to add).
 */
export function withPaymentTarget(policy: string, origin: string | null): string {
  if (!origin || !/^https:\/\/[a-z0-9.-]+$/i.test(origin)) return policy;
  return policy.replace(/form-action ([^;]*)/, (_all, own: string) => `form-action ${own} ${origin}`);
}
