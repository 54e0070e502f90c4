import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startTestSmtp } from "../server/helpers/smtpServer.ts";
import { e2eSmtpPort } from "./e2eMail.ts";

// Playwright's global setup: the SMTP server the e2e server delivers order mail to, on loopback, for
// the whole run (the server connects only when it sends, so it may start before this does)
export default async function e2eMailSetup(): Promise<() => Promise<void>> {
  const dir = process.env.E2E_MAIL_DIR as string;
  mkdirSync(dir, { recursive: true });
  let n = 0;
  const smtp = await startTestSmtp(e2eSmtpPort(Number(process.env.E2E_PORT ?? 4319)), (mail) => {
    // written whole under a temporary name, then renamed: a reader never meets half a file
    const file = join(dir, `${++n}.json`);
    writeFileSync(`${file}.tmp`, JSON.stringify(mail));
    renameSync(`${file}.tmp`, file);
  });
  return async () => {
    await smtp.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
