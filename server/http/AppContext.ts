import type { DemoData } from "../demo/DemoData.ts";
import type { ZoneRegistry } from "../fleet/ZoneRegistry.ts";
import type { MailTransport } from "../mail/MailTransport.ts";
import type { NetsClient } from "../payments/netsClient.ts";
import type { PaymentConfig } from "../payments/PaymentConfig.ts";
import type { OrderStorage } from "../storage/OrderStorage.ts";
import type { CruiseStorage } from "../storage/CruiseStorage.ts";
import type { Storage } from "../storage/Storage.ts";
import type { VoucherLimits } from "../rateLimit/VoucherLimits.ts";

// what the route plugins share, built once by buildApp
export interface AppContext {
  storage: Storage;
  now: () => number;
  testMode: boolean;
  fakeRedirects: boolean;
  // the manifests' zones as served now (reloaded on SIGHUP), and the demo rows when DEMO=1
  zones: ZoneRegistry;
  demo: DemoData | undefined;
  voucherLimits: VoucherLimits;
  // bumped by POST /api/test/reset so rate-limit counters start over
  rateLimitEpoch: { value: number };
  // the cruise property-management simulator and how long its jobs answer 202 by default
  cruise: CruiseStorage;
  cruiseJobDelayMs: number;
  // the portal's public origin for links the RFC 8908 API gives out; unset: the request's
  publicUrl: string | undefined;
  // the card store: orders, the payment provider (Nets Easy or the sandbox) and order e-mail
  orders: OrderStorage;
  payment: PaymentConfig;
  nets: NetsClient;
  mail: MailTransport;
}
