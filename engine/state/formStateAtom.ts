import { atom } from "jotai";
import type { DrawnForm } from "../../steps/DrawnForm.ts";

export type { FieldValues } from "../../steps/DrawnForm.ts";

/**
 * Where a form the server handled left the passenger (steps/DrawnForm.ts): the flow that owns the
 * form starts from it, so the page the browser hydrates is the page drawn.
 */
export type FormState = DrawnForm;

export const formStateAtom = atom<FormState | null>(null);
