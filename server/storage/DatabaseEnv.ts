// where the server keeps its data, as the environment says it (storage/open/readStorageEnv.ts reads it)
export interface DatabaseEnv {
  DATA_DIR: string;
  DATABASE_URL?: string;
  DATABASE_POOL_SIZE?: number;
}
