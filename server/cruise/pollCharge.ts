import type { Storage } from "../storage/Storage.ts";
import type { JobPoll } from "./JobPoll.ts";
import { pollJob } from "./cruiseRows.ts";

/** A charge's answer: the voucher code it issued. */
export async function pollCharge(
  store: Storage,
  zoneId: string,
  relayId: string,
  now: number,
  browser: string | undefined,
): Promise<JobPoll<string>> {
  const job = await pollJob(store.db, zoneId, relayId, "charge", now, browser);
  if (job.state !== "done") return job;
  const charge = await store.db
    .selectFrom("cruise_charges")
    .select("voucher_code")
    .where("charge_id", "=", job.result.charge_id as number)
    .executeTakeFirstOrThrow();
  return { state: "done", result: charge.voucher_code };
}
