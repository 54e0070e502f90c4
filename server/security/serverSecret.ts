import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const SECRET_FILE = "server-secret";

/**
 * The key that signs device cookies and derives the payment sandbox's secret: SERVER_SECRET when
 * set (several servers behind one name must share it), else 32 random bytes made on first start
 * and kept in DATA_DIR (owner-only), so every install has its own and a restart keeps it.
 */
export function serverSecret(dataDir: string, fromEnv?: string): Buffer {
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error("SERVER_SECRET must be at least 32 characters");
    return Buffer.from(fromEnv, "utf8");
  }
  const path = join(dataDir, SECRET_FILE);
  try {
    return Buffer.from(readFileSync(path, "utf8").trim(), "base64url");
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const made = randomBytes(32);
    // wx: two processes starting at once must not each write their own
    try {
      writeFileSync(path, made.toString("base64url"), { mode: 0o600, flag: "wx" });
      return made;
    } catch {
      return Buffer.from(readFileSync(path, "utf8").trim(), "base64url");
    }
  }
}
