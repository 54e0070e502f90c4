// Vitest globalSetup of the "postgres" project: a PostgreSQL server for the run. TEST_DATABASE_URL
// names one to use; without it, a throwaway cluster of the run's own is started and removed at the
// end (tools/pg/throwawayPostgres.ts). Never DATABASE_URL: that is a server's own database (a
// shell set up to run one), and the tests would create databases on it.
import { randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";
import { startThrowawayPostgres } from "../../../tools/pg/throwawayPostgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    // an administrator's URL: each test file creates its own databases on it
    postgresUrl: string;
    // this run's own mark, in the names of the template databases it makes (helpers/postgres.ts)
    postgresRun: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  project.provide("postgresRun", randomBytes(4).toString("hex"));
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide("postgresUrl", given);
    return () => {};
  }
  const server = await startThrowawayPostgres();
  project.provide("postgresUrl", server.url);
  return () => server.stop();
}
