import { relative } from "node:path";
import { parseOptions } from "../cli/parseOptions.ts";
import { plural } from "../cli/plural.ts";
import { databaseFromEnv, fail, manifestsDirFromEnv, portalUrlFrom, refuse } from "./cliEnv.ts";
import type { VouchersIo } from "./VouchersIo.ts";
import { parseBytes, parseDuration, parseSpeed, parseValidUntil, surelyPast } from "./parseAmount.ts";

const whole = (text: string | undefined, min: number, max: number) =>
  text !== undefined && /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max
    ? Number(text)
    : undefined;

/** npm run vouchers -- [mint] --zone … : a batch into the database, its CSV and sheet onto disk. */
export default async function mint(args: string[], io: VouchersIo): Promise<void> {
  const values = parseOptions(
    "vouchers",
    {
      zone: { type: "string" },
      count: { type: "string" },
      duration: { type: "string" },
      devices: { type: "string", default: "1" },
      data: { type: "string" },
      speed: { type: "string" },
      "valid-until": { type: "string" },
      price: { type: "string" },
      note: { type: "string" },
      "portal-url": { type: "string" },
      out: { type: "string" },
    },
    args,
    refuse,
  );
  if (!values.zone) fail("--zone <zoneId> is required");
  const count = whole(values.count, 1, 5000) ?? fail("--count must be a whole number from 1 to 5000");
  const durationMs = parseDuration(values.duration ?? "") ?? fail("--duration must be like 30m, 24h or 7d");
  const maxDevices = whole(values.devices, 1, 100) ?? fail("--devices must be a whole number from 1 to 100");
  const byteLimit =
    values.data === undefined ? null : (parseBytes(values.data) ?? fail("--data must be like 500MB or 1GB"));
  const speed =
    values.speed === undefined
      ? { rxMaxBps: null, txMaxBps: null }
      : (parseSpeed(values.speed) ??
        fail("--speed must be Mbit/s, down and up alike (20) or down/up (20/5)"));
  const validUntil =
    values["valid-until"] === undefined
      ? null
      : (parseValidUntil(values["valid-until"]) ??
        fail("--valid-until must be a date like 2026-12-31, or a time like 2026-12-31T18:00:00+01:00"));
  if (validUntil && surelyPast(validUntil, Date.now())) fail("--valid-until lies in the past");
  const price =
    values.price === undefined
      ? undefined
      : // a currency's digits are the server's (its operations, loaded only for a price)
        ((await import("./parsePrice.ts")).parsePrice(values.price) ??
        fail('--price must be an amount and a currency, like "9.50 EUR"'));
  if (values.note !== undefined && (values.note.trim() === "" || values.note.length > 200))
    fail("--note must be 1 to 200 characters");
  const portalUrl = portalUrlFrom(values["portal-url"], io.env);
  const database = await databaseFromEnv(io.env);

  const { mintBatch } = await import("./mintBatch.ts");
  const minted = await mintBatch({
    ...{ database, manifestsDir: manifestsDirFromEnv(io.env), zoneId: values.zone, count, portalUrl },
    terms: { durationMs, maxDevices, byteLimit, validUntil, ...speed },
    ...{ note: values.note?.trim(), price, out: values.out },
  });
  io.print(
    `minted ${plural(minted.codes.length, "voucher")} for ${values.zone} into ${minted.where}: batch ${minted.batch}`,
  );
  io.print(
    `  sheet: ${relative(process.cwd(), minted.sheetFile)} (open it in a browser and print on A4 at 100 %)`,
  );
  io.print(`  csv:   ${relative(process.cwd(), minted.csvFile)}`);
  if (!minted.brand.wifiName)
    io.print(
      `  note:  the cards name no Wi-Fi network: set network.wifiName in ${minted.brand.file ?? "the zone's manifest"}, then reprint`,
    );
}
