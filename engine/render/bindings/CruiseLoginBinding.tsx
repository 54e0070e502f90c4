import { CruiseLoginForm } from "../../../widgets/CruiseLoginForm.tsx";
import { useCruiseLogin } from "../../flows/useCruiseLogin.ts";
import { fixedRoutes } from "../../paths/fixedRoutes.ts";
import { formFields } from "../../../steps/formFields.ts";
import { TYPED_FORM } from "../typedForm.ts";

export function CruiseLoginBinding() {
  const login = useCruiseLogin();
  return (
    <CruiseLoginForm
      values={login.form}
      errors={login.errors}
      onChange={login.setField}
      onSubmit={login.submit}
      maxDate={login.today}
      privacyHref={fixedRoutes.CruisePrivacyPolicy}
      step={login.step}
      termsAccepted={login.termsAccepted}
      onTermsChange={login.setTermsAccepted}
      termsFlagged={login.termsFlagged}
      onAccept={() => void login.accept()}
      onCancel={login.cancel}
      fields={formFields("cruise-login")}
      formId={TYPED_FORM.cruiseLogin}
    />
  );
}
