import type { Generated } from "kysely";

// the tables as the queries see them (server/storage/migrations/ makes them). Times are epoch
// milliseconds, sizes bytes, speeds bytes per second; a null limit is unlimited. Flags are 0 or 1:
// SQLite has no booleans, and one query serves both databases

export interface ZonesTable {
  zone_id: string;
  zone_prefix: string;
  tier: string;
  settings_json: string;
  definition_json: string | null;
  retired_at: number | null;
  // an IANA name; 'UTC' by default (migration 005)
  time_zone: Generated<string>;
  // "<operator>/<vessel>": whose Gangway serves the zone's devices (010-ship-and-shore.sql)
  vessel: Generated<string | null>;
}

export interface OpensTable {
  zone_id: string;
  open_id: number;
  keyword: string;
  duration_ms: number | null;
  rx_max_bps: number | null;
  tx_max_bps: number | null;
}

export interface VouchersTable {
  zone_id: string;
  code: string;
  max_devices: number | null;
  duration_ms: number | null;
  byte_limit: number | null;
  rx_max_bps: number | null;
  tx_max_bps: number | null;
  valid_until: number | null;
  activated_at: number | null;
  bytes_used: number;
  // null: made before batches were recorded (migration 005)
  created_at: number | null;
  batch_id: string | null;
  // the voucher's number on its batch's sheet, from 1
  batch_serial: number | null;
  revoked_at: number | null;
}

// a voucher's use, written where its devices are (on board): the first activation and the data
// its devices used since 010-ship-and-shore.sql (the voucher's own columns keep what was before)
export interface VoucherUseTable {
  zone_id: string;
  code: string;
  activated_at: number | null;
  bytes_used: number;
}

export interface VoucherBatchesTable {
  batch_id: string;
  zone_id: string;
  created_at: number;
  note: string | null;
  price_amount: number | null;
  price_currency: string | null;
  valid_until: number | null;
  voucher_count: number;
  duration_ms: number | null;
  max_devices: number | null;
  byte_limit: number | null;
  // the speed each voucher of the batch gets, bytes per second (009); null: none
  rx_max_bps: Generated<number | null>;
  tx_max_bps: Generated<number | null>;
}

export interface SessionsTable {
  zone_id: string;
  mac: string;
  backend_authed: number;
  ac_authed: number;
  open_id: number | null;
  open_keyword: string | null;
  voucher_code: string | null;
  authed_at: number;
  started_at: number;
  end_at: number | null;
  end_permanent_at: number | null;
  period_ms: number | null;
  reset_method: string | null;
  bytes_used: number;
  byte_limit: number | null;
  rx_max_bps: number | null;
  tx_max_bps: number | null;
  max_clients: number | null;
  logout_method: string | null;
}

export interface OpenGrantsTable {
  zone_id: string;
  open_id: number;
  mac: string;
  granted_at: number;
  // in an unverified zone, who asked: keyed digests of its browser id and client address (008)
  browser: string | null;
  client: string | null;
}

export interface VoucherAttemptsTable {
  id: Generated<number>;
  at: number;
  zone_id: string;
  mac: string;
  code: string;
  outcome: string;
}

export interface AnalyticsEventsTable {
  id: Generated<number>;
  received_at: number;
  timestamp: string;
  session_id: string;
  zone_id: string;
  event: string;
}

export interface StoresTable {
  zone_id: string;
  currency: string;
  currency_decimals: number;
  max_checkout_items: number;
  open: number;
}

interface TermsColumns {
  max_devices: number | null;
  duration_ms: number | null;
  byte_limit: number | null;
  rx_max_bps: number | null;
  tx_max_bps: number | null;
}

export interface StoreItemsTable extends TermsColumns {
  zone_id: string;
  item_id: number;
  position: number;
  name: string;
  description: string;
  gross_amount: number;
  // { [locale]: { name, description } } (server/zones/catalogueWords.ts)
  translations_json: string | null;
}

export interface OrdersTable {
  public_id: string;
  zone_id: string;
  idempotency_key: string | null;
  request_hash: string;
  status: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  currency: string;
  amount: number;
  created_at: number;
  completed_at: number | null;
  // a checkout that failed at the provider, or an order cancelled unpaid: why, and when (004)
  failure_reason: Generated<string | null>;
  ended_at: Generated<number | null>;
  // its names and e-mail removed (retention or erasure); amounts and counts stay
  anonymised_at: Generated<number | null>;
  // given back to the card so far, in minor units (partial refunds, 017)
  refunded_amount: Generated<number>;
  // the language the buyer used at the checkout: the order e-mail's (009)
  locale: Generated<string | null>;
}

export interface OrderLinesTable extends TermsColumns {
  public_id: string;
  item_id: number;
  name: string;
  description: string;
  unit_amount: number;
  quantity: number;
  translations_json: string | null;
}

export interface PaymentsTable {
  payment_id: string;
  public_id: string;
  provider: string;
  notify_auth: string;
  status: string;
  created_at: number;
  completed_at: number | null;
}

export interface PaymentNoticesTable {
  id: Generated<number>;
  payment_id: string;
  notice_id: string | null;
  event: string;
  received_at: number;
  outcome: string;
}

export interface OrderVouchersTable {
  public_id: string;
  position: number;
  zone_id: string;
  code: string;
  name: string;
  description: string;
  translations_json: string | null;
  // refunded on its own (a partial refund, 017) or with its order
  refunded_at: Generated<number | null>;
}

export interface MailOutboxTable {
  id: Generated<number>;
  created_at: number;
  public_id: string | null;
  to_address: string;
  subject: string;
  body: string;
  sent_at: number | null;
  // delivery (004): tries so far, when the next may run, who holds it, why the last failed, given up
  attempts: Generated<number>;
  next_attempt_at: Generated<number | null>;
  claimed_until: Generated<number | null>;
  last_error: Generated<string | null>;
  failed_at: Generated<number | null>;
  // the HTML part beside the text part in body (009); null: text only
  html_body: Generated<string | null>;
}

export interface CruisePackagesTable {
  zone_id: string;
  package_id: string;
  position: number;
  title: string;
  description_json: string;
  amount: number;
  currency: string;
  duration: number;
  duration_unit: "minutes" | "hours" | "days";
  max_devices: number;
  speed_bps: number | null;
  // { [locale]: { title, description } } (server/zones/catalogueWords.ts)
  translations_json: string | null;
}

export interface CruiseBookingsTable {
  booking_id: Generated<number>;
  zone_id: string;
  surname: string;
  personal_key: string;
  email: string;
  date_of_birth: string;
  cabin: string;
  validate_delay_ms: number | null;
  charge_delay_ms: number | null;
}

export interface CruiseEntitlementsTable {
  booking_id: number;
  zone_id: string;
  package_id: string;
  prepaid: number;
}

export interface CruiseChargesTable {
  charge_id: Generated<number>;
  booking_id: number;
  package_id: string;
  prepaid: number;
  amount: number;
  currency: string;
  voucher_code: string;
  charged_at: number;
  // the charge's zone (010); null only for a charge whose booking was gone before the migration
  zone_id: string | null;
}

export interface CruiseJobsTable {
  relay_id: string;
  zone_id: string;
  kind: "validate" | "charge";
  booking_id: number | null;
  charge_id: number | null;
  message: string | null;
  created_at: number;
  ready_at: number;
  // the digest of the browser that started it (security/BrowserId.ts); null before 003
  browser: string | null;
}

export interface RateLimitHitsTable {
  key: string;
  window_ms: number;
  window_start: number;
  window_end: number;
  hits: number;
}

export interface SandboxPaymentsTable {
  payment_id: string;
  body: string;
  status: string;
  created_at: number;
}

export interface AccountingSessionsTable {
  // the RADIUS client that reported it (its source address); '' for a row from before migration 007
  client_address: string;
  gateway: string;
  acct_session_id: string;
  zone_id: string;
  mac: string;
  user_name: string;
  nas_address: string;
  started_at: number;
  updated_at: number;
  stopped_at: number | null;
  input_octets: number;
  output_octets: number;
  session_time: number;
  terminate_cause: string | null;
}

export interface MigrationsTable {
  name: string;
  checksum: string;
  applied_at: number;
}

// the device a zone's gateway said holds an address (003-device-identity.sql)
export interface DeviceAddressesTable {
  zone_id: string;
  address: string;
  mac: string;
  seen_at: number;
}

// in an unverified zone, the browser that bound a device (003-device-identity.sql)
export interface DeviceBindingsTable {
  zone_id: string;
  mac: string;
  browser: string;
  bound_at: number;
}

// ship and shore (010-ship-and-shore.sql, server/shipShore/): this database's links, the shore's
// manifests as replicated, and each side's heartbeat
export interface FleetLinksTable {
  vessel: string;
  side: "ship" | "shore";
  mirror_database: string | null;
  zones_json: string | null;
  linked_at: number;
}

export interface FleetManifestsTable {
  operator: string;
  path: string;
  content: string;
  sha256: string;
  updated_at: number;
}

export interface FleetHeartbeatsTable {
  site: string;
  beat_at: number;
}

// one-time handoff credentials (migration 006, server/access/credentials/)
export interface HandoffCredentialsTable {
  credential_id: string;
  zone_id: string;
  mac: string;
  grant_key: string;
  issued_at: number;
  expires_at: number;
  used_at: number | null;
}

// a gateway's signed redirect that bound a browser: that browser alone may come back with it (012)
export interface UsedGatewayRedirectsTable {
  md: string;
  zone_id: string;
  browser: string | null;
  used_at: number;
}

// the console (011-console.sql): accounts, signed-in sessions, sign-in backoff, the audit trail
export interface ConsoleAccountsTable {
  account_id: string;
  name: string;
  password_hash: string;
  role: "desk" | "operator" | "admin";
  scope_json: string | null;
  totp_secret: string | null;
  created_at: number;
  disabled_at: number | null;
  // the step the last accepted TOTP code was for (014): never accepted twice
  totp_last_step: number | null;
}

export interface ConsoleSessionsTable {
  session_hash: string;
  account_id: string;
  csrf_token: string;
  created_at: number;
  seen_at: number;
}

export interface ConsoleBackoffTable {
  backoff_key: string;
  failures: number;
  failed_at: number;
}

export interface ConsoleAuditTable {
  audit_id: Generated<number>;
  at: number;
  account_name: string | null;
  address: string;
  action: string;
  zone_id: string | null;
  target: string | null;
  before_json: string | null;
  after_json: string | null;
  outcome: string;
}

// one Access-Request's answer (access/verdict.ts)
export interface RadiusVerdictsTable {
  verdict_id: Generated<number>;
  at: number;
  zone_id: string;
  mac: string;
  gateway: string;
  accept: number;
  reason: string | null;
}

// a Disconnect-Request's answer per gateway (migration 015): Disconnect-ACK, Disconnect-NAK or none
export interface DisconnectAnswersTable {
  answer_id: Generated<number>;
  at: number;
  zone_id: string;
  gateway: string;
  address: string;
  answer: string;
}

export interface Tables {
  zones: ZonesTable;
  opens: OpensTable;
  vouchers: VouchersTable;
  voucher_use: VoucherUseTable;
  voucher_batches: VoucherBatchesTable;
  sessions: SessionsTable;
  open_grants: OpenGrantsTable;
  voucher_attempts: VoucherAttemptsTable;
  analytics_events: AnalyticsEventsTable;
  stores: StoresTable;
  store_items: StoreItemsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  payments: PaymentsTable;
  payment_notices: PaymentNoticesTable;
  order_vouchers: OrderVouchersTable;
  mail_outbox: MailOutboxTable;
  cruise_packages: CruisePackagesTable;
  cruise_bookings: CruiseBookingsTable;
  cruise_entitlements: CruiseEntitlementsTable;
  cruise_charges: CruiseChargesTable;
  cruise_jobs: CruiseJobsTable;
  rate_limit_hits: RateLimitHitsTable;
  sandbox_payments: SandboxPaymentsTable;
  accounting_sessions: AccountingSessionsTable;
  device_addresses: DeviceAddressesTable;
  device_bindings: DeviceBindingsTable;
  fleet_links: FleetLinksTable;
  fleet_manifests: FleetManifestsTable;
  fleet_heartbeats: FleetHeartbeatsTable;
  handoff_credentials: HandoffCredentialsTable;
  used_gateway_redirects: UsedGatewayRedirectsTable;
  migrations: MigrationsTable;
  console_accounts: ConsoleAccountsTable;
  console_sessions: ConsoleSessionsTable;
  console_backoff: ConsoleBackoffTable;
  console_audit: ConsoleAuditTable;
  radius_verdicts: RadiusVerdictsTable;
  disconnect_answers: DisconnectAnswersTable;
}
