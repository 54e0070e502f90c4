// npm run vouchers -- [mint] --zone <zoneId> --count 50 --duration 24h … | list | revoke | reprint
import { runVouchers } from "./runVouchers.ts";

const code = await runVouchers(process.argv.slice(2), {
  env: process.env,
  print: (line) => console.log(line),
});
// a refusal ends the process at once, as before (a database pool left open must not keep it)
if (code !== 0) process.exit(code);
