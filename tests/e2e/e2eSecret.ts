import { sandboxSecretKey } from "../../server/shop/payments/PaymentConfig.ts";

// the browser tests' server gets a known install secret, so a test can act as the payment
// provider's client (the sandbox's secret key is derived from it); only ever on loopback
export const E2E_SERVER_SECRET = "e2e-only-server-secret-not-for-any-real-install";
export const E2E_SANDBOX_AUTH = { authorization: sandboxSecretKey(Buffer.from(E2E_SERVER_SECRET, "utf8")) };
