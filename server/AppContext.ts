import type { BypassWindows } from "./gateway/simulator/BypassWindows.ts";
import type { BrandImages } from "./brand/brandImages.ts";
import type { DemoData } from "./demo/DemoData.ts";
import type { ZoneRegistry } from "./zones/ZoneRegistry.ts";
import type { MailQueue } from "./shop/mail/MailQueue.ts";
import type { OrderMailComposer } from "./shop/mail/orderMailComposer.ts";
import type { Metrics } from "./metrics/Metrics.ts";
import type { NetsClient } from "./shop/payments/netsClient.ts";
import type { PaymentConfig } from "./shop/payments/PaymentConfig.ts";
import type { ZoneRecords } from "./zones/ZoneRecords.ts";
import type { Gateway } from "./gateway/gateway.ts";
import type { Storage } from "./storage/Storage.ts";
import type { WriteHealth } from "./storage/WriteHealth.ts";
import type { LimitStore } from "./rateLimit/LimitStore.ts";
import type { VoucherLimits } from "./vouchers/VoucherLimits.ts";
import type { OpenLimits } from "./opens/openLimits.ts";
import type { DeviceAuth } from "./security/DeviceAuth.ts";
import type { FleetLink } from "./shipShore/FleetLink.ts";
import type { ReadinessOptions } from "./gateway/handoff/handoffReadiness.ts";
import type { GatewayKeys } from "./security/GatewayKeys.ts";
import type { PassengerSeam } from "./seam/PassengerSeam.ts";

// what the route plugins share, built once by buildApp
export interface AppContext {
  // the database every use case runs on (server/storage/Storage.ts)
  storage: Storage;
  // the active zones as reconciled into the database
  zoneRecords: ZoneRecords;
  now: () => number;
  testMode: boolean;
  fakeRedirects: boolean;
  // FAKE_REDIRECTS: the controller's /auth answered here, letting the device on at once; set by the
  // wiring from test mode (wiring/registerTestMode.ts), so no face imports test mode
  fakeController: ((zoneId: string, mac: string, now: number) => Promise<boolean>) | undefined;
  // this server stands in for the ship's access controller (wiring/simulatorSwitch.ts)
  accessControllerSimulator: boolean;
  // the gateway side: the AAA core both RADIUS faces call, Disconnect-Requests, the simulator
  gateway: Gateway;
  // FreeRADIUS's rlm_rest calls /api/v1/radius/* with this bearer token; unset: that face is off
  radiusRestToken: string | undefined;
  // the manifests' zones as served now (reloaded on SIGHUP), and the demo rows when DEMO=1
  zones: ZoneRegistry;
  demo: DemoData | undefined;
  voucherLimits: VoucherLimits;
  // trial and free activations per client address and per zone (server/opens/openLimits.ts)
  openLimits: OpenLimits;
  // every rate limit's counters (server/rateLimit/LimitStore.ts)
  limits: LimitStore;
  // every per-client-address maximum is multiplied by this (CLIENT_LIMIT_SCALE; browser tests
  // share one loopback address)
  clientLimitScale: number;
  // which browser is which device: gateway keys and device cookies
  devices: DeviceAuth;
  // keys the voucher attempt log's digests (vouchers/attemptedCode.ts), derived from the server secret
  attemptKey: Buffer;
  // the payment sandbox prunes its own payments in the maintenance round (set when it runs)
  sandboxUpkeep: ((now: number) => Promise<void>) | undefined;
  // bumped by POST /api/test/reset so rate-limit counters start over
  rateLimitEpoch: { value: number };
  // how long the cruise property-management simulator's jobs answer 202 by default
  cruiseJobDelayMs: number;
  // the portal's public origin for links the RFC 8908 API gives out; unset: the request's
  publicUrl: string | undefined;
  // the card store: the payment provider (Nets Easy or the sandbox) and order e-mail (the outbox,
  // delivered over SMTP when SMTP_URL is set)
  payment: PaymentConfig;
  nets: NetsClient;
  mail: MailQueue;
  // writes an order's e-mail: the buyer's language, the ship's and operator's names, PUBLIC_URL
  orderMail: OrderMailComposer;
  // whether the database can be written: a full or read-only disk answers 503, logged once (WriteHealth.ts)
  writeHealth: WriteHealth;
  // what the features count for GET /metrics (NO_METRICS without METRICS_TOKEN)
  metrics: Metrics;
  // how long personal data is kept: orders' names and e-mails, mail, notices, session logs (RETENTION_DAYS)
  retentionMs: number;
  // headers and banners as responsive AVIF/WebP, made from the manifests' images
  brandImages: BrandImages;
  // the access-controller simulator's temporary bypass windows (the walled garden's holes)
  bypass: BypassWindows;
  // ship and shore: this database's links, and whether a vessel's card store may sell now
  fleetLink: FleetLink;
  // what a zone's gateway handoff needs of this configuration (gateway/handoff/handoffReadiness.ts)
  handoffReadiness: ReadinessOptions;
  // the gateway keys in force, read again on a reload (security/GatewayKeys.ts)
  gatewayKeys: GatewayKeys;
  // every passenger action, for the API and the pages' forms alike (seam/PassengerSeam.ts)
  seam: PassengerSeam;
}
