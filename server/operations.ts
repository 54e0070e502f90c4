// The server's public entry point for operator commands (tools/: npm run vouchers, report, erase): what
// they may use of the server, so that they work on its database exactly as it does. Nothing else
// of server/ is theirs to import (tools/checks' import rules).
export type { DatabaseEnv } from "./storage/DatabaseEnv.ts";
export { readDatabaseEnv } from "./storage/open/readStorageEnv.ts";
export { ServerEnvError } from "./env/ServerEnvError.ts";
export { ZoneRecords } from "./zones/ZoneRecords.ts";
export { LegacySchemaError } from "./storage/adoptLegacySchema.ts";
export { MigrationChangedError } from "./storage/readMigrations.ts";
export { NotAServerDatabaseError, openServerStorage } from "./storage/open/openServerStorage.ts";
export type { Storage } from "./storage/Storage.ts";
export { type ZoneCalendar, zoneCalendar } from "./zones/zoneCalendar.ts";
export { type BatchRecord, batchIds } from "./vouchers/batchRecord.ts";
export { type BatchVoucher, batchVouchers } from "./vouchers/batchVouchers.ts";
export { type BatchSummary, listBatches } from "./vouchers/listBatches.ts";
export {
  type BatchPrice,
  type MintedBatch,
  mintVouchers,
  type VoucherBatch,
} from "./vouchers/mintVouchers.ts";
export { type RevokeOutcome, type RevokeTarget, revokeVouchers } from "./vouchers/revokeVouchers.ts";
export { VOUCHER_STATES, type VoucherState, voucherState } from "./vouchers/voucherState.ts";
// reports (npm run report) and erasure (npm run erase) on the server's database
export { checkoutReport, type CheckoutRow } from "./reports/checkoutReport.ts";
export { onlineReport, type OnlineRow } from "./reports/onlineReport.ts";
export type { ReportFilter } from "./reports/ReportFilter.ts";
export { salesReport, type SalesRow } from "./reports/salesReport.ts";
export { voucherStockReport, type VoucherStockRow } from "./reports/voucherStockReport.ts";
export type { ErasureReport } from "./erasure/ErasureReport.ts";
export { eraseByEmail } from "./erasure/eraseByEmail.ts";
export { eraseByMac } from "./erasure/eraseByMac.ts";
export { normaliseMac } from "./domain/normaliseMac.ts";
// the gateway's side of a zone (npm run gateway -- config): the server's own reading of its variables
export { gatewayKeysFromEnv } from "./env/gatewayKeysFromEnv.ts";
export { RadiusClients } from "./gateway/radius/RadiusClients.ts";
export { radiusClientsFromEnv } from "./gateway/radius/radiusClientsFromEnv.ts";
export { netsCheckoutHost } from "./shop/payments/PaymentConfig.ts";
export { currencyDigits } from "./domain/currencyDigits.ts";
// ship and shore (npm run fleet): the links between a vessel's database and the shore's
export { NotThisSideError } from "./shipShore/shipShoreSide.ts";
export type { ShipShoreStatus, LinkStatus } from "./shipShore/ShipShoreLink.ts";
export { readShipShoreStatus } from "./shipShore/readShipShoreStatus.ts";
// a shore's vessels' devices online and sales today (the console's Vessels page prints the same)
export { money, readVesselTotals } from "./console/readVesselTotals.ts";
export { ShipShoreLinkError } from "./shipShore/admin/adminClient.ts";
export { type LinkOptions, linkVessel } from "./shipShore/admin/linkVessel.ts";
export { type ResyncDirection, resyncVessel } from "./shipShore/admin/resyncVessel.ts";
export { unlinkVessel } from "./shipShore/admin/unlinkVessel.ts";
export { type VesselDatabase, vesselDatabases } from "./shipShore/vesselDatabases.ts";
// the reference docs' generator (tools/gen/genReferenceDocs.ts): the environment's checks and words,
// the RADIUS dictionary and each dialect's reply attributes
export { ENVIRONMENT } from "./wiring/environment.ts";
// the environment's validators, generated ahead (tools/gen/genEnvValidators.ts)
export { environmentSchemas } from "./wiring/environmentSchemas.ts";
export { envAjv } from "./env/envAjv.ts";
export { envDigest } from "./env/envDigest.ts";
// and the demo data's (tools/gen/genDemoDataValidator.ts)
export { demoDataAjv } from "./demo/demoDataAjv.ts";
export { STANDARD, VENDORS } from "./gateway/radius/radiusDictionary.ts";
export { dialectOf } from "./gateway/dialects/dialectOf.ts";
// the console's accounts (npm run console -- add-user): the use case the console's admin pages call
export { type AddAccountOutcome, addAccount, type NewAccount } from "./console/addAccount.ts";
export { type OnlinePoint, onlineHistory } from "./reports/onlineHistory.ts";
// the console's desk search and a fresh database of either kind, for its bench (tools/bench/deskSearchBench.ts)
export { type DeskHit, deskSearch } from "./console/deskSearch.ts";
export { openStorage } from "./storage/open/openStorage.ts";
