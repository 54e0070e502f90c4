// the four reports' names, apart from the tables that make them: the command checks a name before
// it loads the server's database code (reportTables.ts)
export const REPORTS = ["online", "sales", "vouchers", "checkouts"] as const;
export type ReportName = (typeof REPORTS)[number];
