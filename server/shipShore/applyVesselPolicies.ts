import { SHORE_TO_SHIP } from "./replicatedTables.ts";
import type { LinkNames } from "./linkNames.ts";
import { shoreFilters } from "./shoreFilters.ts";

/** One statement on the shore's database: the link command's pg client, or the servers' transaction. */
export type RunSql = (text: string) => Promise<{ rows: unknown[] }>;

// every other role reads these tables as before (its grants decide); the servers' role owns them
// and row-level security does not apply to it
const EVERYONE = "gangway_everyone";

/**
 * On shore: a vessel's replication role reads, by plain SQL too, only the rows its publication
 * sends it. A row filter limits what is sent, not what the role may SELECT (it needs SELECT for
 * the first copy), so each published table gets row-level security and, for the vessel's role, a
 * restrictive policy with the publication's own filter. PostgreSQL 15's first copy runs
 * COPY (SELECT … WHERE filter) as that role, so the policy holds it to the same rows. Run in the
 * same transaction as the publication's change, and before the role's GRANT.
 */
export async function applyVesselPolicies(
  run: RunSql,
  names: LinkNames,
  vessel: string,
  zones: readonly string[],
): Promise<void> {
  for (const [table, filter] of shoreFilters(vessel, zones)) {
    // the table's catalog row is written only when it must be: a GRANT or REVOKE elsewhere (link,
    // unlink) writing the same row at once fails with "tuple concurrently updated"
    const { rows } = await run(
      `SELECT relrowsecurity AS secured,
              EXISTS (SELECT 1 FROM pg_policy WHERE polrelid = c.oid AND polname = '${EVERYONE}') AS everyone
         FROM pg_class c WHERE oid = '${table}'::regclass`,
    );
    const state = rows[0] as { secured: boolean; everyone: boolean };
    if (!state.secured) await run(`ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`);
    if (!state.everyone) await run(`CREATE POLICY ${EVERYONE} ON ${table} USING (true)`);
    await run(`DROP POLICY IF EXISTS ${names.to} ON ${table}`);
    await run(
      `CREATE POLICY ${names.to} ON ${table} AS RESTRICTIVE FOR SELECT TO ${names.to} USING (${filter})`,
    );
  }
}

/** The vessel's policies gone (unlink); the tables keep row-level security and the others' policy. */
export async function dropVesselPolicies(run: RunSql, names: LinkNames): Promise<void> {
  for (const table of SHORE_TO_SHIP) await run(`DROP POLICY IF EXISTS ${names.to} ON ${table}`);
}

/**
 * Whether the vessel's role exists here without all its policies, or on a table without row-level
 * security: a link made by a release before them (the shore's servers add them), or one whose
 * policies someone dropped.
 */
export async function lacksPolicies(run: RunSql, names: LinkNames): Promise<boolean> {
  const tables = SHORE_TO_SHIP.map((t) => `'${t}'`).join(", ");
  const { rows } = await run(
    `SELECT (SELECT count(*) FROM pg_roles WHERE rolname = '${names.to}')::int AS roles,
            (SELECT count(*) FROM pg_policies WHERE policyname = '${names.to}' AND tablename IN (${tables}))::int AS policies,
            (SELECT count(*) FROM pg_class WHERE oid IN (SELECT to_regclass(t) FROM unnest(ARRAY[${tables}]) t)
               AND relrowsecurity)::int AS secured`,
  );
  const { roles, policies, secured } = rows[0] as { roles: number; policies: number; secured: number };
  return roles === 1 && Math.min(policies, secured) < SHORE_TO_SHIP.length;
}
