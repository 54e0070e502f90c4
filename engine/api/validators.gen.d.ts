// generated — do not edit. Source: schemas/api/*.schema.json; regenerate with `npm run gen`.
import type { Validator } from "./checked.ts";
export declare const validateSession: Validator;
export declare const validateSettings: Validator;
export declare const validateOpenZoneList: Validator;
export declare const validateCruiseRelay: Validator;
export declare const validateCruiseValidatePoll: Validator;
export declare const validateCruiseChargePoll: Validator;
export declare const validateCruisePackageList: Validator;
export declare const validateStoreZone: Validator;
export declare const validateStoreCheckout: Validator;
export declare const validateOrderVoucherList: Validator;
