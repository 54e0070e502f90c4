// generated — do not edit. Source: schemas/api/*.schema.json; regenerate with `npm run gen`.
import type { Validator } from "../checked.ts";
export declare const validateSession: Validator;
