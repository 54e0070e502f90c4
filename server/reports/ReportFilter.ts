// what a report is asked about: one zone or all, and a time range [from, to) in epoch milliseconds
export interface ReportFilter {
  zoneId?: string;
  from?: number;
  to?: number;
}
