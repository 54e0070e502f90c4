import { checkMutations } from "./checkMutations.ts";
import { fileMutations } from "./fileMutations.ts";
import { imageMutations } from "./imageMutations.ts";
import type { Mutation } from "./mutationKit.ts";
import { schemaMutations } from "./schemaMutations.ts";

/** Every way the mutation test breaks a valid manifest. */
export const mutations: Mutation[] = [
  ...schemaMutations,
  ...checkMutations,
  ...fileMutations,
  ...imageMutations,
];
