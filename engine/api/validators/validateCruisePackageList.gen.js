// generated — do not edit. Source: schemas/api/*.schema.json; regenerate with `npm run gen`.
export { validateCruisePackageList } from "../../../schemas/gen/validateBootPayload.gen.js";
