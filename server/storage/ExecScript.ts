// runs a script of several statements in the transaction (the adapters do it their own way)
export type ExecScript = (script: string) => Promise<void>;
