import { useCallback, useState } from "react";
import { type OpenKeyword, useTrial } from "./useTrial.ts";
import { type TrialConnectOptions, useTrialConnect } from "./useTrialConnect.ts";

/**
 * An open-zone offer behind a terms modal (cards, the modal variant, island-route pages): its
 * availability, the modal's open state, and the connect flow. Modal variants flag the checkbox.
 */
export function useOpenAccess(keyword: OpenKeyword, options: TrialConnectOptions = { flagTerms: true }) {
  const trial = useTrial(keyword);
  const connect = useTrialConnect(trial.openId, options);
  const [modalOpen, setModalOpen] = useState(false);
  const { setTermsAccepted } = connect;
  const closeModal = useCallback(() => {
    setModalOpen(false);
    setTermsAccepted(false);
  }, [setTermsAccepted]);
  return {
    ...connect,
    status: trial.status,
    modalOpen,
    openModal: useCallback(() => setModalOpen(true), []),
    closeModal,
  };
}
