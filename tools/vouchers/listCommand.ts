import { parseOptions } from "../cli/parseOptions.ts";
import { databaseFromEnv, fail, refuse } from "./cliEnv.ts";
import type { VouchersIo } from "./VouchersIo.ts";

/** npm run vouchers -- list --zone <zoneId> | --batch <batch> */
export default async function list(args: string[], io: VouchersIo): Promise<void> {
  const values = parseOptions(
    "vouchers",
    { zone: { type: "string" }, batch: { type: "string" } },
    args,
    refuse,
  );
  if (!values.zone === !values.batch)
    fail("list takes --zone <zoneId> (its batches) or --batch <batch> (its codes)");
  const database = await databaseFromEnv(io.env);
  const { listBatchCodes, listZoneBatches } = await import("./listVouchers.ts");
  io.print(
    values.batch
      ? await listBatchCodes(database, values.batch)
      : await listZoneBatches(database, values.zone as string),
  );
}
