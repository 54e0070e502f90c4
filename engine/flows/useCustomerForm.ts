import { useAtomValue } from "jotai";
import { useState } from "react";
import { formStateAtom } from "../state/formStateAtom.ts";
import { type CartLine, type CustomerTurn, customerStep } from "../../steps/customerSteps.ts";
import type { CustomerErrors } from "../../steps/validateCustomer.ts";
import type { CheckoutCustomer } from "../state/storeStorage.ts";
import { bannerMessage } from "./formMessages.ts";
import { useErrors } from "./useErrors.ts";
import { useTimedFlag } from "./useTimedFlag.ts";

const EMPTY: CheckoutCustomer = { firstName: "", lastName: "", email: "" };

/**
 * The customer form: what was typed, and each field's error after a submit, by the customer step
 * (steps/customerSteps.ts, which the server's form takes too). A form the server answered before
 * the script ran starts with what it left (the fields, their errors, the terms).
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
  const { push } = useErrors();
  /** The step taken with the cart's lines (from the fields as the form holds them): its errors, terms or banner shown. */
  const submit = (items: readonly CartLine[], fields?: CheckoutCustomer): CustomerTurn => {
    if (fields) setValues(fields);
    const turn = customerStep({ values: fields ?? values, termsAccepted, items });
    setErrors(turn.errors);
    if (Object.keys(turn.errors).length > 0) setAttempt((n) => n + 1);
    if (turn.flagTerms) flagTerms();
    if (turn.banner) push(bannerMessage(turn.banner));
    return turn;
  };
  return { values, errors, attempt, change, submit, termsAccepted, setTermsAccepted, termsFlagged };
}
