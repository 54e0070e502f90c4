import type { Storage } from "../storage/Storage.ts";
import type { CruisePackageView } from "./CruisePackageView.ts";
import type { JobPoll } from "./JobPoll.ts";
import { bookingPackages, pollJob, toView } from "./cruiseRows.ts";

/** A validation's answer: the packages of the booking it found, prepaid ones first. */
export async function pollValidation(
  store: Storage,
  zoneId: string,
  relayId: string,
  now: number,
  browser: string | undefined,
): Promise<JobPoll<CruisePackageView[]>> {
  const job = await pollJob(store.db, zoneId, relayId, "validate", now, browser);
  if (job.state !== "done") return job;
  const rows = await bookingPackages(store.db, job.result.booking_id as number)
    .orderBy("e.prepaid", "desc")
    .orderBy("p.position")
    .execute();
  return { state: "done", result: rows.map(toView) };
}
