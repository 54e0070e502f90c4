import type { CredentialVerdict } from "./checkCredential.ts";

/** What the handoff saw: credentials by verdict, gateway redirects by whether they were vouched for. */
export class HandoffStats {
  readonly credentials: Record<CredentialVerdict, number> = {
    accepted: 0,
    unknown: 0,
    "other-device": 0,
    "bad-password": 0,
    used: 0,
    expired: 0,
    "other-grant": 0,
  };
  // a vendor's redirect the zone's gateway vouched for, or one refused (a forged md, an unlisted host)
  readonly entries = { vouched: 0, refused: 0 };
}
