import { apiClient } from "./apiClient.ts";
import { checked, type Validator } from "./checked.ts";
import type { JobAnswer } from "./cruiseTypes.ts";

/** One poll of a validation or charge job: 202 means it is still running. */
export async function getCruiseJob<T, R extends { message?: string }>(
  path: string,
  validate: Validator,
  resultOf: (answer: R) => T,
): Promise<JobAnswer<T>> {
  const response = await apiClient.raw(path);
  if (response.status === 202) return { state: "pending" };
  const answer = checked<R>(path, validate, response._data);
  return answer.message !== undefined
    ? { state: "failed", message: answer.message }
    : { state: "done", value: resultOf(answer) };
}
