// npm run report -- <online|sales|vouchers|checkouts> [--zone <zoneId>] [--from 2026-06-01] [--to 2026-06-30] [--format table|csv|json]
import { reportCommand } from "./reportCommand.ts";

const code = await reportCommand(process.argv.slice(2), {
  env: process.env,
  write: (text) => process.stdout.write(text),
});
// a refusal ends the process at once, as before (a database pool left open must not keep it)
if (code !== 0) process.exit(code);
