import { Trans } from "@lingui/react/macro";
import { type FormEvent, type InputHTMLAttributes, type ReactNode, useEffect, useId, useRef } from "react";
import { HiddenFields } from "./HiddenFields.tsx";
import { Modal } from "./Modal.tsx";
import { Spinner } from "./Spinner.tsx";
import { submitted } from "./submitted.ts";
import { TermsCheckbox } from "./TermsCheckbox.tsx";
import "./CruiseLoginForm.css";

export interface CruiseLoginValues {
  lastname: string;
  key: string;
  email: string;
  dob: string;
}
export type CruiseLoginField = keyof CruiseLoginValues;
export type CruiseLoginError = "required" | "invalid" | "email" | "keyLength" | "future";
export type CruiseLoginStep = "idle" | "terms" | "sending" | "checking";

export interface CruiseLoginFormProps {
  values: CruiseLoginValues;
  /** each refused field shows its reason below it */
  errors: Partial<Record<CruiseLoginField, CruiseLoginError | undefined>>;
  onChange: (field: CruiseLoginField, value: string) => void;
  /** the next arrow: check the form (as its fields hold it), then open the terms step */
  onSubmit: (values?: CruiseLoginValues) => void;
  /** today, YYYY-MM-DD: nobody is born later */
  maxDate: string;
  /** the cruise privacy policy */
  privacyHref: string;
  step: CruiseLoginStep;
  termsAccepted: boolean;
  onTermsChange: (accepted: boolean) => void;
  termsFlagged?: boolean;
  onAccept: () => void;
  onCancel: () => void;
  /** what the server needs when it answers the form itself (before or without the script) */
  fields?: Record<string, string>;
  /** the form's id: the header's language switch posts with it (before or without the script) */
  formId?: string;
}

const NAMES: CruiseLoginField[] = ["lastname", "key", "email", "dob"];

// the form's fields as they are now: what was typed before the script took the page over counts
function fieldsOf(form: HTMLFormElement | null, values: CruiseLoginValues): CruiseLoginValues {
  const read = (name: CruiseLoginField) =>
    (form?.elements.namedItem(name) as HTMLInputElement | null)?.value ?? values[name];
  return { lastname: read("lastname"), key: read("key"), email: read("email"), dob: read("dob") };
}

const ERRORS: Record<CruiseLoginError, ReactNode> = {
  required: <Trans id="cruise.login.error.required">Input required</Trans>,
  invalid: <Trans id="cruise.login.error.invalid">Invalid input</Trans>,
  email: <Trans id="cruise.login.error.email">Invalid email address</Trans>,
  keyLength: <Trans id="cruise.login.error.key">The personal key has 2 to 128 characters</Trans>,
  future: <Trans id="cruise.login.error.future">The date of birth cannot be in the future</Trans>,
};

/**
 * 'Option 2: Log in': the booking's surname, personal key, e-mail and date of birth, then the terms.
 * One form with its terms step, posted to the page's address until the script takes it over.
 */
export function CruiseLoginForm(props: CruiseLoginFormProps) {
  const { values, errors, onChange, step } = props;
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  // typed before the script took the page over: the app's state takes it from the fields
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydration
  useEffect(() => {
    const now = fieldsOf(form.current, values);
    for (const name of NAMES) if (now[name] !== values[name]) onChange(name, now[name]);
  }, []);
  // after the next arrow, the first refused field takes the focus (not while the visitor types)
  // biome-ignore lint/correctness/useExhaustiveDependencies: new errors after a submit are the trigger
  useEffect(() => {
    if (!sent.current) return;
    sent.current = false;
    form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sent.current = true;
    props.onSubmit(fieldsOf(form.current, values));
  };
  const field = (
    name: CruiseLoginField,
    label: ReactNode,
    input: InputHTMLAttributes<HTMLInputElement>,
    hint?: ReactNode,
  ) => {
    const error = errors[name];
    const described = [hint ? `${id}-${name}-hint` : "", error ? `${id}-${name}-error` : ""].join(" ").trim();
    return (
      <div className="gw-field">
        <label className="gw-label" htmlFor={`${id}-${name}`}>
          {label}
        </label>
        {hint ? (
          <p id={`${id}-${name}-hint`} className="gw-field-hint">
            {hint}
          </p>
        ) : null}
        <input
          id={`${id}-${name}`}
          name={name}
          className="gw-input"
          value={values[name]}
          onChange={(event) => onChange(name, event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          required
          {...input}
        />
        {error ? (
          <p id={`${id}-${name}-error`} className="gw-field-error">
            {ERRORS[error]}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <section className="gw-cruise-option" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans id="cruise.login.title">Option 2: Log in</Trans>
      </h2>
      {step === "checking" ? (
        <div className="gw-card gw-cruise-checking">
          <p>
            <Trans id="cruise.login.checking">Checking your booking…</Trans>
          </p>
          <Spinner />
        </div>
      ) : (
        <form
          ref={form}
          id={props.formId}
          method="post"
          className="gw-card gw-cruise-login"
          onSubmit={submit}
          noValidate
        >
          <HiddenFields fields={props.fields} />
          {field("lastname", <Trans id="cruise.login.surname">Surname</Trans>, {
            autoComplete: "family-name",
            maxLength: 128,
          })}
          {field(
            "key",
            <Trans id="cruise.login.key">Personal key</Trans>,
            { autoComplete: "off", autoCapitalize: "characters", spellCheck: false, maxLength: 128 },
            <Trans id="cruise.login.key.hint">The booking key on your cruise ticket</Trans>,
          )}
          {field("email", <Trans id="cruise.login.email">Email address</Trans>, {
            type: "email",
            autoComplete: "email",
            inputMode: "email",
            maxLength: 128,
          })}
          {field("dob", <Trans id="cruise.login.dob">Date of birth</Trans>, {
            type: "date",
            autoComplete: "bday",
            max: props.maxDate,
            min: "1900-01-01",
          })}
          <p className="gw-cruise-consent">
            <Trans id="cruise.login.consent">
              By logging in, you accept that Wi-Fi packages are billed to your cabin and that the cruise line
              may send you offers by e-mail; you can opt out at any time. Read the{" "}
              <a href={props.privacyHref} target="_blank" rel="noopener">
                privacy policy
              </a>
              .
            </Trans>
          </p>
          <button type="submit" className="gw-button gw-cruise-next" disabled={step === "sending"}>
            <Trans id="cruise.login.next">Next</Trans> <span aria-hidden="true">→</span>
          </button>
          <TermsStep {...props} />
        </form>
      )}
    </section>
  );
}

// the terms step, inside the login's form: its buttons post it (`_step` accept or cancel) until
// the script handles them
function TermsStep(props: CruiseLoginFormProps) {
  const { step } = props;
  return (
    <Modal
      open={step === "terms" || step === "sending"}
      title={<Trans id="gen.terms.title">Terms and conditions</Trans>}
      onClose={props.onCancel}
      closable={step !== "sending"}
      loading={step === "sending"}
      actions={
        <>
          <button
            type="submit"
            name="_step"
            value="cancel"
            className="gw-button"
            data-variant="secondary"
            onClick={submitted(props.onCancel)}
          >
            <Trans id="gen.cancel">Cancel</Trans>
          </button>
          <button
            type="submit"
            name="_step"
            value="accept"
            className="gw-button"
            onClick={submitted(props.onAccept)}
          >
            <Trans id="gen.continue">Continue</Trans>
          </button>
        </>
      }
    >
      <TermsCheckbox
        checked={props.termsAccepted}
        onChange={props.onTermsChange}
        flagged={props.termsFlagged}
      />
    </Modal>
  );
}
