// generated — do not edit. Source: schemas/api/*.schema.json; regenerate with `npm run gen`.
export declare const validateBootPayload: ((data: unknown) => boolean) & { errors?: unknown };
export declare const validateCruisePackageList: ((data: unknown) => boolean) & { errors?: unknown };
export declare const validateStoreZone: ((data: unknown) => boolean) & { errors?: unknown };
export declare const validateOrderVoucherList: ((data: unknown) => boolean) & { errors?: unknown };
