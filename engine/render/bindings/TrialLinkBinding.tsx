import { Trans } from "@lingui/react/macro";
import type { TrialLink as Node } from "../../../schemas/gen/manifest.gen.ts";
import { LinkButton } from "../../../widgets/LinkButton.tsx";
import { useTrial } from "../../flows/useTrial.ts";
import { useNavigate } from "../useNavigate.ts";

export function TrialLinkBinding({ node }: { node: Node }) {
  const trial = useTrial(node.keyword ?? "trial");
  const navigate = useNavigate();
  if (trial.status !== "available" || trial.openId === undefined) return null;
  return (
    <LinkButton href={`/login/trial/${trial.openId}`} onNavigate={navigate}>
      <Trans id="start.trial">Start free trial</Trans>
    </LinkButton>
  );
}
