import { useAtomValue } from "jotai";
import { useState } from "react";
import { formStateAtom } from "../state/formStateAtom.ts";
import { useTimedFlag } from "./useTimedFlag.ts";
import type { CheckoutCustomer } from "../state/storeStorage.ts";
import { type CustomerErrors, validateCustomer } from "./validateCustomer.ts";

const EMPTY: CheckoutCustomer = { firstName: "", lastName: "", email: "" };

/**
 * The customer form: what was typed, and each field's error after a submit. A form the server
 * answered before the script ran starts with what it left (the fields, their errors, the terms).
 */
export function useCustomerForm(initial: CheckoutCustomer | undefined) {
  const drawn = useAtomValue(formStateAtom);
  const from = drawn?.action === "customer" ? drawn : null;
  const [values, setValues] = useState<CheckoutCustomer>(() => ({ ...EMPTY, ...initial, ...from?.values }));
  const [errors, setErrors] = useState<CustomerErrors>(() => (from?.errors ?? {}) as CustomerErrors);
  // counts refused submits, so the form can move focus to the first field in error each time
  const [attempt, setAttempt] = useState(0);
  // the terms come before checkout (spec section 5): the checkbox is flagged for 10 s when missing
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsFlagged, flagTerms] = useTimedFlag(10_000, from?.flagged === true);
  const change = (field: keyof CheckoutCustomer, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // a field the visitor corrects loses its error at once; the others keep theirs until submit
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  /** The trimmed customer (from the fields as the form holds them), or null with the errors (or the terms) flagged. */
  const validate = (fields?: CheckoutCustomer): CheckoutCustomer | null => {
    if (fields) setValues(fields);
    const result = validateCustomer(fields ?? values);
    setErrors(result.errors);
    if (!result.customer) setAttempt((n) => n + 1);
    else if (!termsAccepted) flagTerms();
    return termsAccepted ? result.customer : null;
  };
  return { values, errors, attempt, change, validate, termsAccepted, setTermsAccepted, termsFlagged };
}
