// where the server keeps its data, as the environment says it (env/readDatabaseEnv.ts reads it)
export interface DatabaseEnv {
  DATA_DIR: string;
  DATABASE_URL?: string;
  DATABASE_POOL_SIZE?: number;
}
