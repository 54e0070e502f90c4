import { type RefObject, useLayoutEffect } from "react";

/**
 * What the passenger typed or ticked before the script took the page over: the browser kept it in
 * the field, but the app's state still says what the server drew. Once hydrated, the field's own
 * value is taken over, so a code typed at first paint is the code the app sends. In the commit that
 * hydrates the field (a layout effect), not after it: a press the moment the app has taken the
 * page over (Connect after a box ticked at first paint) ran before a passive effect did and met
 * the state the server drew, and the tick was lost (tests/e2e/first-tap.spec.ts).
 */
export function useAdoptTyped(
  ref: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  value: string | boolean,
  onChange: ((value: string) => void) | ((checked: boolean) => void),
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as hydration commits
  useLayoutEffect(() => {
    const field = ref.current;
    if (!field) return;
    if (typeof value === "boolean") {
      if (field instanceof HTMLInputElement && field.checked !== value)
        (onChange as (checked: boolean) => void)(field.checked);
    } else if (field.value !== value) (onChange as (value: string) => void)(field.value);
  }, []);
}
