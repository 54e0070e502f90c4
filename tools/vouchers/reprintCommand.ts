import { relative } from "node:path";
import { parseOptions } from "../cli/parseOptions.ts";
import { plural } from "../cli/plural.ts";
import { databaseFromEnv, fail, manifestsDirFromEnv, portalUrlFrom, refuse } from "./cliEnv.ts";
import type { VouchersIo } from "./VouchersIo.ts";

/** npm run vouchers -- reprint --batch <batch> [--out <dir>] [--portal-url <url>] */
export default async function reprint(args: string[], io: VouchersIo): Promise<void> {
  const values = parseOptions(
    "vouchers",
    { batch: { type: "string" }, out: { type: "string" }, "portal-url": { type: "string" } },
    args,
    refuse,
  );
  if (!values.batch)
    fail("reprint takes --batch <batch> (npm run vouchers -- list --zone <zoneId> lists them)");
  const portalUrl = portalUrlFrom(values["portal-url"], io.env);
  const database = await databaseFromEnv(io.env);
  const { reprintBatch } = await import("./reprintBatch.ts");
  const done = await reprintBatch({
    ...{
      database,
      manifestsDir: manifestsDirFromEnv(io.env),
      batchId: values.batch,
      portalUrl,
      out: values.out,
    },
  });
  const left = done.leftOut ? ` (left out: ${done.leftOut})` : "";
  io.print(`reprinted ${plural(done.printed, "voucher")} of batch ${values.batch} for ${done.zoneId}${left}`);
  io.print(
    `  sheet: ${relative(process.cwd(), done.sheetFile)} (open it in a browser and print on A4 at 100 %)`,
  );
  io.print(`  csv:   ${relative(process.cwd(), done.csvFile)}`);
}
