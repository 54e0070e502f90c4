// generated — do not edit. Source: schemas/api/*.schema.json; regenerate with `npm run gen`.
export declare const validateBootPayload: ((data: unknown) => boolean) & { errors?: unknown };
