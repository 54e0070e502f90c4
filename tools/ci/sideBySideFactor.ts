/**
 * The factor deadlines in tests are stretched by (tests/timeoutFactor.ts) when `npm test` runs its
 * runners side by side: the machine's load per core when the run starts, plus the `lanes` the run
 * itself adds (each runner's workers), between 1 and 32 (tests/timeoutFactor.ts's bound). A deadline
 * only guards against a hang, so a generous one costs nothing; one set by the load before the run
 * would not know of the run.
 */
export function sideBySideFactor(load: number, cores: number, lanes: number): number {
  return Math.min(32, Math.max(1, Math.ceil((load + lanes) / Math.max(1, cores))));
}
