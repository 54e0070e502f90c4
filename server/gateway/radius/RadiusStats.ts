// what the native RADIUS server did with the packets it received (tests read them; metrics later)
export type DropReason =
  | "unknown-client"
  | "malformed"
  | "bad-signature"
  | "unsigned"
  | "unexpected-code"
  | "failed";

export class RadiusStats {
  received = 0;
  accepts = 0;
  rejects = 0;
  accounting = 0;
  duplicates = 0;
  // the Access-Requests the RADIUS workers decided (radiusWorker.ts), within accepts and rejects
  workerAnswers = 0;
  readonly dropped: Record<DropReason, number> = {
    "unknown-client": 0,
    malformed: 0,
    "bad-signature": 0,
    unsigned: 0,
    "unexpected-code": 0,
    failed: 0,
  };
}
