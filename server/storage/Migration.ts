// one migration file: server/storage/migrations/NNN-name.sql
export interface Migration {
  name: string;
  // the file as written: one text for both databases
  text: string;
}
