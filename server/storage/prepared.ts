import type { Database, Statement } from "better-sqlite3";
import type { Compilable, CompiledQuery } from "kysely";
import { directFile } from "./readDirectly.ts";
import type { Db } from "./Storage.ts";

type Values = Record<string, unknown>;

// stands for a value while the query is compiled: no real value is a string that starts with NUL
const marker = (name: string) => `\u0000prepared:${name}`;

interface Entry<O> {
  query: CompiledQuery<O>;
  slots: (string | undefined)[];
  // its statement on each SQLite file it ran on directly
  statements: WeakMap<Database, Statement>;
}

/**
 * A query built and compiled once per database dialect, then run with each call's values: building
 * and compiling with Kysely costs 20–30 µs, several times what SQLite takes to answer a lookup by
 * key, so the queries on every request's path are prepared (tools/bench/serverBench.ts). A read on
 * an SQLite storage's own Db also skips Kysely's executor (its connection queue and promise
 * chain, a tenth of a RADIUS answer's CPU), and runs on the file's statement at once when no
 * transaction is open, as does any in an SQLite transaction (readDirectly.ts): a write too, so a
 * group commit's batch of accounting or verdicts (groupCommit.ts) costs no executor per row. `build` receives stand-ins for the values, and must
 * use each only as a value to bind.
 */
export function prepared<V extends Values, O>(build: (q: Db, values: V) => Compilable<O>) {
  // by dialect: a transaction and the database it runs on compile alike
  const compiled = new Map<unknown, Entry<O>>();
  return async (q: Db, values: V): Promise<O[]> => {
    const dialect = q.getExecutor().adapter.constructor;
    let entry = compiled.get(dialect);
    if (!entry) {
      const stand = new Proxy({} as V, { get: (_, name) => marker(String(name)) });
      const query = build(q, stand).compile();
      const slots = query.parameters.map((p) =>
        typeof p === "string" && p.startsWith(marker("")) ? p.slice(marker("").length) : undefined,
      );
      entry = { query, slots, statements: new WeakMap() };
      compiled.set(dialect, entry);
    }
    const { query, slots, statements } = entry;
    const parameters = slots.map((name, i) => (name === undefined ? query.parameters[i] : values[name]));
    const file = directFile(q);
    if (file) {
      let statement = statements.get(file);
      if (!statement) {
        statement = file.prepare(query.sql);
        statements.set(file, statement);
      }
      // a write without RETURNING gives no rows, as through Kysely
      if (statement.reader) return statement.all(parameters) as O[];
      statement.run(parameters);
      return [];
    }
    const result = await q.executeQuery<O>({ ...query, parameters });
    return result.rows;
  };
}
