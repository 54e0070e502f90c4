// what one Accounting-Request reports (RFC 2866): the octet counters are the session's running
// totals so far, Gigawords folded in
export interface AccountingReport {
  status: string;
  acctSessionId: string;
  inputOctets: number;
  outputOctets: number;
  // the packet carried no Gigawords: its counters are modulo 2^32 and may have wrapped
  counters32: boolean;
  sessionTime: number;
  terminateCause: string | undefined;
}
