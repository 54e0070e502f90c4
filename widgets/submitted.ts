import type { FormEvent, MouseEvent } from "react";

/**
 * A submit button's press once the app runs: the post it would make is held back and the handler
 * answers instead. Before the script has taken the page over there is no handler, and the
 * browser posts the form: the server answers that.
 */
export function submitted(handler: () => void) {
  return (event: MouseEvent<HTMLButtonElement> | FormEvent) => {
    event.preventDefault();
    handler();
  };
}
