import { useParams } from "wouter";
import { TrialLogin } from "../../../widgets/TrialLogin.tsx";
import { useTrialConnect } from "../../flows/useTrialConnect.ts";

export function TrialLoginBinding() {
  const { openId } = useParams<{ openId: string }>();
  const id = Number.parseInt(openId ?? "", 10);
  const trial = useTrialConnect(Number.isFinite(id) ? id : undefined, { showTimeout: true });
  return (
    <TrialLogin
      termsAccepted={trial.termsAccepted}
      onTermsChange={trial.setTermsAccepted}
      termsFlagged={trial.termsFlagged}
      loading={trial.loading}
      onConnect={() => void trial.connect()}
    />
  );
}
