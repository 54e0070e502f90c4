// what reconciliation and pruning need of the storage (SQLite: SqliteUpkeep; a PostgreSQL store
// implements the same)
export interface AwaitingPayment {
  publicId: string;
  paymentId: string;
  // the secret the payment's notice must carry: reconciliation completes through the same path
  notifyAuth: string;
  amount: number;
  currency: string;
  createdAt: number;
}

export interface Upkeep {
  // orders with a payment at the provider that are not completed, oldest first
  awaitingPayment(limit: number): Promise<AwaitingPayment[]>;
  // the provider says the payment will never be paid (or does not know it): the order goes
  cancelOrder(publicId: string): Promise<void>;
  // orders that never reached the provider (status creating) and started before the cutoff
  pruneAbandoned(before: number): Promise<number>;
  // keeps the newest analytics events only: a table any client writes to has a ceiling
  capAnalytics(maxRows: number): Promise<number>;
  // cruise jobs that made no charge (validations, refused look-ups) and started before the cutoff:
  // any details typed make one, so they go; a charge's job stays with its bill line
  pruneCruiseJobs(before: number): Promise<number>;
  // sessions whose entitlement ended before the cutoff: any mac may be given a trial, so the table
  // grows by every device ever seen otherwise. Never one still current, nor one whose voucher is
  // still valid at `now` (the device may come back on it)
  pruneEndedSessions(before: number, now: number): Promise<number>;
}
