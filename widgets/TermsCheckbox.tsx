import { Trans } from "@lingui/react/macro";
import { useId, useRef } from "react";
import { useAdoptTyped } from "./useAdoptTyped.ts";
import "./TermsCheckbox.css";

export interface TermsCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** raised for 10 s when the visitor tries to continue without accepting */
  flagged?: boolean;
  autoFocus?: boolean;
  /** where the terms open (a new tab) */
  termsHref?: string;
}

/** 'I accept the terms' with a link to the terms and a required marker when flagged. */
export function TermsCheckbox({
  checked,
  onChange,
  flagged = false,
  autoFocus,
  termsHref = "/policies",
}: TermsCheckboxProps) {
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  useAdoptTyped(box, checked, onChange);
  return (
    <div className="gw-terms" data-flagged={flagged}>
      <input
        ref={box}
        id={id}
        type="checkbox"
        // posted with its form when the server answers it (before or without the script)
        name="terms"
        value="1"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={flagged}
        aria-describedby={flagged ? `${id}-req` : undefined}
        // biome-ignore lint/a11y/noAutofocus: the simple trial start asks for it: the checkbox is its only step
        autoFocus={autoFocus}
      />
      <label htmlFor={id}>
        <Trans id="gen.terms.accept">
          I accept the{" "}
          <a href={termsHref} target="_blank" rel="noopener">
            terms and conditions
          </a>
        </Trans>
      </label>
      {flagged ? (
        <p id={`${id}-req`} className="gw-terms-required" role="alert">
          <Trans id="gen.acceptterms">Please accept the terms to continue</Trans>
        </p>
      ) : null}
    </div>
  );
}
