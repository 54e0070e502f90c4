import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ReceivedMail } from "../server/helpers/smtpServer.ts";

// the e2e server's mail (playwright.config.ts): SMTP_URL names a server on the port after the
// RADIUS ones, which the run's global setup starts (e2eMailSetup.ts); it writes each message it
// receives, parsed, as a JSON file in E2E_MAIL_DIR, where a test in any worker reads it
export const e2eSmtpPort = (httpPort: number) => httpPort + 4;
export const E2E_MAIL_FROM = "Gangway e2e <wifi@gangway.example>";

/** The messages received so far for `to`. */
export function mailTo(to: string): ReceivedMail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set: run the suite through playwright.config.ts");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")) as ReceivedMail)
    .filter((m) => m.to.includes(to));
}
