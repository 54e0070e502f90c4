import { type DatabaseEnv, type RevokeTarget, revokeVouchers } from "../../server/operations.ts";
import { openServerDatabase } from "../cli/openServerDatabase.ts";
import { plural } from "../cli/plural.ts";
import { findBatchVouchers } from "./reprintBatch.ts";
import { VouchersError } from "./VouchersError.ts";

/**
 * Revokes one code or a whole batch in the server's database: a revoked code answers like an
 * unknown one from now on, and the devices on it are logged out (the gateway lets them go at its
 * next accounting update). Returns what to print.
 */
export async function revokeCodes(
  database: DatabaseEnv,
  target: RevokeTarget,
  now = Date.now(),
): Promise<string> {
  const store = await openServerDatabase(database);
  try {
    // an unknown batch id gets the nearest one named
    if ("batchId" in target) await findBatchVouchers(store, target.batchId, now);
    const outcome = await revokeVouchers(store, target, now);
    if (outcome.kind !== "revoked") {
      const code = "code" in target ? `"${target.code.toUpperCase()}"` : "";
      if (outcome.kind === "ambiguous")
        throw new VouchersError(
          `code ${code} is a voucher in ${outcome.zoneIds.join(" and ")}: add --zone <zoneId>`,
        );
      const zone = "zoneId" in target && target.zoneId ? ` of zone ${target.zoneId}` : "";
      throw new VouchersError(`no voucher ${code}${zone} in ${store.where}`);
    }
    const what = "batchId" in target ? `of batch ${target.batchId} ` : "";
    const already = outcome.already ? ` (${plural(outcome.already, "was", "were")} revoked before)` : "";
    const onIt = outcome.codes.length === 1 ? "it" : "them";
    const devices = outcome.loggedOut.length
      ? `; ${plural(outcome.loggedOut.length, "device")} on ${onIt} logged out: refused at the gateway's next authorization, let go at its next accounting update`
      : "";
    const answer =
      outcome.codes.length === 1 ? "it now answers as an unknown code" : "they now answer as unknown codes";
    return `revoked ${plural(outcome.codes.length, "voucher")} ${what}in ${outcome.zoneId}${already}${devices}; ${answer}`;
  } finally {
    await store.close();
  }
}
