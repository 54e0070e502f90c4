// generated — do not edit. Source: schemas/api/*.schema.json; regenerate with `npm run gen`.
import type { ValidateFunction } from "ajv";
export declare const schemasDigest: string;
export declare const validateDemoData: ValidateFunction;
