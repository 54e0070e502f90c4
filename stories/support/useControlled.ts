import { useEffect, useState } from "react";

/**
 * One controlled prop kept in local state, seeded from (and reset by) its arg. Storybook's useArgs
 * does not re-render under the vitest runner, so clicks in play functions would change nothing.
 */
export function useControlled<T>(value: T): [T, (next: T) => void] {
  const [state, setState] = useState(value);
  useEffect(() => setState(value), [value]);
  return [state, setState];
}
