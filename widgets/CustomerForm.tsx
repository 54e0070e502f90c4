import { Trans } from "@lingui/react/macro";
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { TermsCheckbox } from "./TermsCheckbox.tsx";
import "./CustomerForm.css";

export type CustomerField = "firstName" | "lastName" | "email";
export type CustomerFieldError = "required" | "invalid" | "email";

export interface CustomerFormProps {
  values: Record<CustomerField, string>;
  errors: Partial<Record<CustomerField, CustomerFieldError>>;
  onChange: (field: CustomerField, value: string) => void;
  /** 'continue to payment': the flow checks the fields */
  onSubmit: () => void;
  /** back to the items, the details stay */
  onBack: () => void;
  /** bumped by each refused submit, so focus goes to the first field in error */
  attempt?: number;
  /** the terms, accepted before the checkout */
  termsAccepted: boolean;
  onTermsChange: (accepted: boolean) => void;
  /** raised for 10 s when 'continue to payment' is pressed without them */
  termsFlagged?: boolean;
}

const MESSAGES: Record<CustomerFieldError, ReactNode> = {
  required: <Trans id="store.field.required">Input required</Trans>,
  invalid: <Trans id="store.field.invalid">Invalid input</Trans>,
  email: <Trans id="store.field.email">Invalid email</Trans>,
};

const FIELDS: { field: CustomerField; label: ReactNode; autoComplete: string; type: string }[] = [
  {
    field: "firstName",
    label: <Trans id="store.customer.first">First name</Trans>,
    autoComplete: "given-name",
    type: "text",
  },
  {
    field: "lastName",
    label: <Trans id="store.customer.last">Last name</Trans>,
    autoComplete: "family-name",
    type: "text",
  },
  {
    field: "email",
    label: <Trans id="store.customer.email">E-mail</Trans>,
    autoComplete: "email",
    type: "email",
  },
];

/** First name, last name and e-mail, each with its message under it, the terms, then 'continue to payment'. */
export function CustomerForm({
  values,
  errors,
  onChange,
  onSubmit,
  onBack,
  attempt = 0,
  termsAccepted,
  onTermsChange,
  termsFlagged = false,
}: CustomerFormProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLInputElement>("[aria-invalid=true]")?.focus();
  }, [attempt]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <section className="gw-card gw-customer" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans id="store.customer.title">Your details</Trans>
      </h2>
      <p>
        <Trans id="store.customer.hint">Your vouchers are sent to this e-mail address.</Trans>
      </p>
      <form ref={form} onSubmit={submit} noValidate>
        {FIELDS.map(({ field, label, autoComplete, type }) => {
          const error = errors[field];
          return (
            <div key={field} className="gw-field">
              <label className="gw-label" htmlFor={`${id}-${field}`}>
                {label}
              </label>
              <input
                id={`${id}-${field}`}
                className="gw-input"
                type={type}
                value={values[field]}
                onChange={(event) => onChange(field, event.target.value)}
                autoComplete={autoComplete}
                spellCheck={false}
                aria-invalid={error !== undefined}
                aria-describedby={error ? `${id}-${field}-error` : undefined}
                required
              />
              {error ? (
                <p id={`${id}-${field}-error`} className="gw-field-error">
                  {MESSAGES[error]}
                </p>
              ) : null}
            </div>
          );
        })}
        <TermsCheckbox checked={termsAccepted} onChange={onTermsChange} flagged={termsFlagged} />
        <button type="submit" className="gw-button">
          <Trans id="store.customer.submit">Continue to payment</Trans>
        </button>
        <button type="button" className="gw-button" data-variant="secondary" onClick={onBack}>
          <Trans id="store.customer.back">Change items</Trans>
        </button>
      </form>
    </section>
  );
}
