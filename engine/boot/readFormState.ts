import type { FieldValues, FormState } from "../state/formStateAtom.ts";

const isText = (v: unknown): v is string => typeof v === "string" && v.length <= 256;
const isFields = (v: unknown): v is FieldValues =>
  typeof v === "object" && v !== null && !Array.isArray(v) && Object.values(v).every(isText);
const flagOf = (v: { flagged?: unknown }) => (v.flagged === true ? { flagged: true } : {});

/**
 * The form state a page arrived with (server/pages/forms/), checked field by field: anything
 * else is no state at all, and the flows start as on any page.
 */
export function readFormState(value: unknown): FormState | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  switch (v.action) {
    case "voucher":
      return (v.step === "idle" || v.step === "terms" || v.step === "conflict") && isText(v.code)
        ? { action: "voucher", step: v.step, code: v.code, ...flagOf(v) }
        : null;
    case "open":
      return Number.isInteger(v.openId) && (v.step === "idle" || v.step === "terms")
        ? { action: "open", openId: v.openId as number, step: v.step, ...flagOf(v) }
        : null;
    case "reset":
      return { action: "reset", ...flagOf(v) };
    case "cruise-login":
      return (v.step === "idle" || v.step === "terms" || v.step === "checking") &&
        isFields(v.values) &&
        isFields(v.errors)
        ? { action: "cruise-login", step: v.step, values: v.values, errors: v.errors, ...flagOf(v) }
        : null;
    case "cruise-package":
      return isText(v.packageId) && (v.step === "confirm" || v.step === "charging")
        ? { action: "cruise-package", packageId: v.packageId, step: v.step }
        : null;
    case "customer":
      return isFields(v.values) && isFields(v.errors)
        ? {
            action: "customer",
            values: v.values,
            errors: v.errors,
            ...flagOf(v),
            ...(isText(v.items) ? { items: v.items } : {}),
          }
        : null;
    case "cart":
      return isText(v.items) ? { action: "cart", items: v.items } : null;
    case "pay":
      return isText(v.idempotencyKey) && isFields(v.values) && isText(v.items)
        ? { action: "pay", idempotencyKey: v.idempotencyKey, values: v.values, items: v.items }
        : null;
    default:
      return null;
  }
}
