import type { TrialStartedModal as Node } from "../../../schemas/gen/manifest.gen.ts";
import { TrialStartedModal } from "../../../widgets/TrialStartedModal.tsx";
import { useTrialStarted } from "../../flows/useTrialStarted.ts";

export function TrialStartedModalBinding({ node }: { node: Node }) {
  const { open, close } = useTrialStarted();
  return <TrialStartedModal open={open} minutes={node.minutes ?? 15} onClose={close} />;
}
