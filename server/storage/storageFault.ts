// Whether an error says the database (or DATA_DIR) cannot be written or reached now, rather than a
// bug: the answer is then a 503 with this reason, and /healthz says the server cannot serve.
// Codes from SQLite's result codes (better-sqlite3's `code`), Node's errno names and PostgreSQL's
// SQLSTATE classes (53 insufficient resources, 08 connection exception, 57P0x shutdown, 25006).
export function storageFault(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== "string") return undefined;
  if (code === "SQLITE_FULL" || code === "ENOSPC" || code === "EDQUOT" || code === "53100")
    return "the disk is full";
  if (code.startsWith("SQLITE_READONLY") || code === "EROFS" || code === "25006")
    return "the database is read-only";
  if (code.startsWith("SQLITE_IOERR") || code === "EIO") return "the disk reports input/output errors";
  if (code === "EACCES" || code === "EPERM") return "DATA_DIR may not be written";
  if (code.startsWith("SQLITE_CANTOPEN")) return "the database file cannot be opened";
  if (code.startsWith("SQLITE_BUSY")) return "the database is busy";
  if (code.startsWith("53")) return "the database is out of resources";
  if (code.startsWith("08") || /^57P0[1-3]$/.test(code) || code === "ECONNREFUSED" || code === "ECONNRESET")
    return "the database cannot be reached";
  return undefined;
}
