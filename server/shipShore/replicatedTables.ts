/**
 * What the shore publishes to each vessel, row-filtered to it (shoreFilters.ts): the vouchers
 * and batches it minted or sold for the vessel's zones (and their revocations), the operator's
 * manifests, and its heartbeat. Everything here is written on shore only.
 */
export const SHORE_TO_SHIP = ["vouchers", "voucher_batches", "fleet_manifests", "fleet_heartbeats"] as const;

/**
 * What a vessel publishes, whole, to its copy on the shore's cluster (a database of its own,
 * written by nothing else): what happens on board. Its zones and stores (the reports' calendars and
 * currencies), sessions and what they used, the vouchers' use and the vouchers it holds (its own
 * cabin and card sales, and the shore's as it has them), orders and checkouts with their lines,
 * payments and vouchers, order mail, cabin charges, the gateways' accounting, and the heartbeats.
 * Not published: what is the ship's alone (rate-limit counters, device bindings and addresses, the
 * attempt log, analytics, trial grants, the property-management system's bookings and jobs, the
 * payment sandbox, payment notices), and its links.
 */
export const SHIP_TO_SHORE = [
  "zones",
  "stores",
  "sessions",
  "voucher_use",
  "vouchers",
  "voucher_batches",
  "orders",
  "order_lines",
  "payments",
  "order_vouchers",
  "mail_outbox",
  "cruise_charges",
  "accounting_sessions",
  "fleet_heartbeats",
] as const;
