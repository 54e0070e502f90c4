// Vitest globalSetup of the "postgres" project: a PostgreSQL server for the run. TEST_DATABASE_URL
// names one to use; without it, a throwaway cluster of the run's own is started and removed at the
// end (tools/pg/throwawayPostgres.ts). Never DATABASE_URL: that is a server's own database (a
// shell set up to run one), and the tests would create databases on it.
import type { TestProject } from "vitest/node";
import { startThrowawayPostgres } from "../../../tools/pg/throwawayPostgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    // an administrator's URL: each test file creates its own databases on it
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide("postgresUrl", given);
    return () => {};
  }
  const server = await startThrowawayPostgres();
  project.provide("postgresUrl", server.url);
  return () => server.stop();
}
