import { sandboxSecretKey } from "../../../server/shop/payments/PaymentConfig.ts";
import { DEVICE_COOKIE, DEVICE_COOKIE_TTL_MS } from "../../../server/security/DeviceAuth.ts";
import { issueDeviceToken } from "../../../server/security/deviceClaim.ts";
import { serverSecret } from "../../../server/security/serverSecret.ts";

// the payment sandbox's secret key of the install in dataDir (made on its first start)
export const sandboxAuth = (dataDir: string) => ({ authorization: sandboxSecretKey(serverSecret(dataDir)) });

// the cookie of a browser bound to the device, as a gateway's signed redirect would have set it
export function deviceCookie(dataDir: string, zoneId: string, mac: string, now = Date.now()): string {
  const token = issueDeviceToken(serverSecret(dataDir), {
    zoneId,
    mac,
    kind: "device",
    expiresAt: now + DEVICE_COOKIE_TTL_MS,
  });
  return `${DEVICE_COOKIE}=${token}`;
}
