import { loadChunk } from "./loadChunk.ts";
import type { Validator } from "./checked.ts";

type LaterValidators = typeof import("./laterValidators.ts").laterValidators;
export type LaterValidatorName = keyof LaterValidators;

let pending: Promise<LaterValidators> | undefined;

/** The validators' chunk; a failed load is forgotten, so a retry may succeed once the link is back. */
export function loadLaterValidators(): Promise<LaterValidators> {
  pending ??= loadChunk(() => import("./laterValidators.ts"))
    .then((module) => module.laterValidators)
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

/**
 * A validator from its own small chunk. Asked for beside the request whose answer it checks, it
 * costs no round trip of its own: the chunk is usually there already (prefetched with the other
 * pages' bindings at the passenger's first touch), else it arrives while the answer does.
 */
export async function laterValidator(name: LaterValidatorName): Promise<Validator> {
  return (await loadLaterValidators())[name];
}
