/** A wrong variable, said in one line (`PORT must be integer`), for main.ts to print instead of a stack. */
export class ServerEnvError extends Error {}
