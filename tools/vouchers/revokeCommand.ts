import { parseOptions } from "../cli/parseOptions.ts";
import { databaseFromEnv, fail, refuse } from "./cliEnv.ts";
import type { VouchersIo } from "./VouchersIo.ts";

/** npm run vouchers -- revoke --code <code> [--zone <zoneId>] | --batch <batch> */
export default async function revoke(args: string[], io: VouchersIo): Promise<void> {
  const values = parseOptions(
    "vouchers",
    { code: { type: "string" }, zone: { type: "string" }, batch: { type: "string" } },
    args,
    refuse,
  );
  if (!values.code === !values.batch)
    fail("revoke takes --code <code> (one voucher) or --batch <batch> (all of it)");
  if (values.batch && values.zone) fail("--zone goes with --code; a batch belongs to one zone");
  if (values.code !== undefined && !/^[A-Za-z0-9]{3,8}$/.test(values.code))
    fail(`--code must be a voucher code (3 to 8 letters or digits), not "${values.code}"`);
  const database = await databaseFromEnv(io.env);
  const { revokeCodes } = await import("./revokeCodes.ts");
  const target = values.batch
    ? { batchId: values.batch }
    : { code: values.code as string, ...(values.zone ? { zoneId: values.zone } : {}) };
  io.print(await revokeCodes(database, target));
}
