import type { Database, Statement } from "better-sqlite3";
import type { SqliteDatabase } from "kysely";

// distinct query texts kept prepared; a query with a list of n values is a text per n
const MAX_STATEMENTS = 500;

/**
 * better-sqlite3 for Kysely's SQLite dialect, with each query text prepared once: preparing costs
 * 5–50 µs, more than running the usual lookup. Oldest texts go first when the cache is full.
 */
export function cachedStatements(file: Database): SqliteDatabase {
  const cache = new Map<string, Statement>();
  return {
    close: () => file.close(),
    prepare(text: string) {
      let statement = cache.get(text);
      if (!statement) {
        statement = file.prepare(text);
        if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value as string);
        cache.set(text, statement);
      }
      return statement;
    },
  };
}
