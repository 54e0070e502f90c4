import { parseOptions } from "../cli/parseOptions.ts";
import { databaseFromEnv, fail } from "./cliEnv.ts";

/** npm run vouchers -- list --zone <zoneId> | --batch <batch> */
export default async function list(args: string[]): Promise<void> {
  const values = parseOptions("vouchers", { zone: { type: "string" }, batch: { type: "string" } }, args);
  if (!values.zone === !values.batch)
    fail("list takes --zone <zoneId> (its batches) or --batch <batch> (its codes)");
  const database = await databaseFromEnv();
  const { listBatchCodes, listZoneBatches } = await import("./listVouchers.ts");
  console.log(
    values.batch
      ? await listBatchCodes(database, values.batch)
      : await listZoneBatches(database, values.zone as string),
  );
}
