import { useAtomValue } from "jotai";
import { useCallback, useMemo, useState } from "react";
import type { BannerId } from "../../steps/banners.ts";
import { formStateAtom } from "../state/formStateAtom.ts";
import { bannerMessage } from "./formMessages.ts";
import { useErrors } from "./useErrors.ts";
import { type OpenKeyword, useTrial } from "./useTrial.ts";
import { type TrialConnectOptions, useTrialConnect } from "./useTrialConnect.ts";

/**
 * An open-zone offer behind a terms modal (cards, the modal variant, island-route pages): its
 * availability, the modal's open state, and the connect flow. Modal variants flag the checkbox.
 * The modal is open at first when the server answered the offer's button before the script ran.
 * A refused activation closes the modal and says why (steps/openSteps.ts: 404 or 409, not for
 * this device now; else it went wrong), and the offer asks the server again what it allows.
 */
export function useOpenAccess(keyword: OpenKeyword, options: TrialConnectOptions = { flagTerms: true }) {
  const trial = useTrial(keyword);
  const drawn = useAtomValue(formStateAtom);
  const drawnOpen = drawn?.action === "open" && drawn.step === "terms" && drawn.openId === trial.openId;
  const [modalOpen, setModalOpen] = useState(drawnOpen);
  const { push } = useErrors();
  const { reload } = trial;
  const onFailed = useCallback(
    (banner: BannerId) => {
      setModalOpen(false);
      push(bannerMessage(banner));
      reload();
    },
    [push, reload],
  );
  const connectOptions = useMemo(() => ({ ...options, onFailed }), [options, onFailed]);
  const connect = useTrialConnect(trial.openId, connectOptions);
  const { setTermsAccepted } = connect;
  const closeModal = useCallback(() => {
    setModalOpen(false);
    setTermsAccepted(false);
  }, [setTermsAccepted]);
  return {
    ...connect,
    status: trial.status,
    openId: trial.openId,
    modalOpen,
    openModal: useCallback(() => setModalOpen(true), []),
    closeModal,
  };
}
