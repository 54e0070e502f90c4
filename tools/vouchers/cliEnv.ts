import { resolve } from "node:path";
import type { DatabaseEnv } from "../../server/operations.ts";
import { UsageError } from "../cli/UsageError.ts";
import type { VouchersIo } from "./VouchersIo.ts";

/** A mistyped argument or variable: one line on stderr, exit code 2 (runVouchers says it). */
export function fail(message: string): never {
  throw new UsageError(`vouchers: ${message}\n(npm run vouchers -- --help)`);
}

// parseOptions' line for a mistyped option, said the same way
export const refuse = (line: string): never => {
  throw new UsageError(line);
};

/**
 * The server's database variables, checked as the server checks them. Their checks come with the
 * whole server's operations (about 0.6 CPU-s of imports): loaded only once the arguments passed, so
 * that a mistyped one answers at once.
 */
export const databaseFromEnv = async (env: VouchersIo["env"]): Promise<DatabaseEnv> =>
  (await import("../cli/databaseFromEnv.ts")).databaseFromEnv(fail, env);

// an empty variable counts as unset, as for the server
export const manifestsDirFromEnv = (env: VouchersIo["env"]) => resolve(env.MANIFESTS_DIR || "./manifests");

/**
 * The address printed on the cards and opened by their QR code: --portal-url, else the server's
 * PUBLIC_URL. Plain http is allowed here: a gateway's own login page (which sends a device to the
 * portal with its MAC) is usually plain http on the ship's network.
 */
export function portalUrlFrom(flag: string | undefined, env: VouchersIo["env"]): string {
  const url = flag || env.PUBLIC_URL;
  if (!url)
    fail(
      "the cards print the portal's address and a QR code to it: set PUBLIC_URL (the server's) or give --portal-url <url>",
    );
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
    fail(
      `--portal-url (or PUBLIC_URL) must be an http(s) address like https://portal.ship.example, not "${url}"`,
    );
  return url;
}
