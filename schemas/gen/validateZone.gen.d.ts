// generated — do not edit. Source: schemas/manifest.schema.json, schemas/zone.schema.json; regenerate with `npm run gen`.
import type { ValidateFunction } from "ajv";
export declare const schemasHash: string;
export declare const validateZone: ValidateFunction;
export declare const validateManifest: ValidateFunction;
