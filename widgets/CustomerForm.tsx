import { Trans } from "@lingui/react/macro";
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { HiddenFields } from "./HiddenFields.tsx";
import { submitted } from "./submitted.ts";
import { TermsCheckbox } from "./TermsCheckbox.tsx";
import "./CustomerForm.css";

export type CustomerField = "firstName" | "lastName" | "email";
export type CustomerFieldError = "required" | "invalid" | "email";

export interface CustomerFormProps {
  values: Record<CustomerField, string>;
  errors: Partial<Record<CustomerField, CustomerFieldError>>;
  onChange: (field: CustomerField, value: string) => void;
  /** 'continue to payment': the flow checks the fields (as the form holds them) */
  onSubmit: (values?: Record<CustomerField, string>) => void;
  /** back to the items, the details stay */
  onBack: () => void;
  /** bumped by each refused submit, so focus goes to the first field in error */
  attempt?: number;
  /** the terms, accepted before the checkout */
  termsAccepted: boolean;
  onTermsChange: (accepted: boolean) => void;
  /** raised for 10 s when 'continue to payment' is pressed without them */
  termsFlagged?: boolean;
  /** what the server needs when it answers the form itself (the action, the cart's items) */
  fields?: Record<string, string>;
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

// the form's fields as they are now: what was typed before the script took the page over counts
function fieldsOf(form: HTMLFormElement | null, values: Record<CustomerField, string>) {
  const read = (name: CustomerField) =>
    (form?.elements.namedItem(name) as HTMLInputElement | null)?.value ?? values[name];
  return { firstName: read("firstName"), lastName: read("lastName"), email: read("email") };
}

/**
 * First name, last name and e-mail, each with its message under it, the terms, then 'continue to
 * payment': a form posted to the page's address until the script takes it over.
 */
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
  fields,
}: CustomerFormProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  // typed before the script took the page over: the app's state takes it from the fields
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydration
  useEffect(() => {
    const now = fieldsOf(form.current, values);
    for (const { field } of FIELDS) if (now[field] !== values[field]) onChange(field, now[field]);
  }, []);
  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLInputElement>("[aria-invalid=true]")?.focus();
  }, [attempt]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(fieldsOf(form.current, values));
  };
  return (
    <section className="gw-card gw-customer" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans id="store.customer.title">Your details</Trans>
      </h2>
      <p>
        <Trans id="store.customer.hint">Your vouchers are sent to this e-mail address.</Trans>
      </p>
      <form ref={form} method="post" onSubmit={submit} noValidate>
        <HiddenFields fields={fields} />
        {FIELDS.map(({ field, label, autoComplete, type }) => {
          const error = errors[field];
          return (
            <div key={field} className="gw-field">
              <label className="gw-label" htmlFor={`${id}-${field}`}>
                {label}
              </label>
              <input
                id={`${id}-${field}`}
                name={field}
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
        <button
          type="submit"
          name="_step"
          value="back"
          formNoValidate
          className="gw-button"
          data-variant="secondary"
          onClick={submitted(onBack)}
        >
          <Trans id="store.customer.back">Change items</Trans>
        </button>
      </form>
    </section>
  );
}
