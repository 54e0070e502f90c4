import { hash } from "@node-rs/argon2";

// Argon2id (the library's Algorithm.Argon2id: a const enum, which type stripping cannot read);
// OWASP's first choice of parameters: 19 MiB, 2 passes, one lane
const ARGON2ID = 2;
const PARAMS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, PARAMS);
