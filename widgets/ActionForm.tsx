import type { FormEvent, ReactNode } from "react";
import { HiddenFields } from "./HiddenFields.tsx";
import "./ActionForm.css";

export interface ActionFormProps {
  /** what the server needs to know which action this is (`_action`, an open access's id…) */
  fields: Record<string, string>;
  children: ReactNode;
}

/**
 * A form the server answers while the script has not taken the page over (or never will): its
 * submit buttons post it to the page's own address, and the server runs the action, then sends the
 * device on or draws the page again. Once the app runs, the buttons' own handlers answer (they
 * prevent the post), and anything else that would submit it is held back. It adds no box of its
 * own: the cards inside it lay out as before.
 */
export function ActionForm({ fields, children }: ActionFormProps) {
  const hold = (event: FormEvent) => event.preventDefault();
  return (
    <form method="post" className="gw-action-form" onSubmit={hold} noValidate>
      <HiddenFields fields={fields} />
      {children}
    </form>
  );
}
