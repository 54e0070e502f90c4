// generated — do not edit. Source: the routes' schemas (server/**/*Routes.ts, schemas/api/*.schema.json); regenerate with `npm run gen`.
export declare const generatedRouteValidators: Record<string, () => unknown>;
