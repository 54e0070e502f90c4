import { useAtomValue, useStore } from "jotai";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { apiMessage } from "../api/apiMessage.ts";
import type { CruisePackage, CruiseUser } from "../api/cruiseTypes.ts";
import { getCruiseChargePoll } from "../api/getCruiseChargePoll.ts";
import { getCruisePackages } from "../api/getCruisePackages.ts";
import { postCruiseCharge } from "../api/postCruiseCharge.ts";
import { pathOf } from "../paths/zoneRoutes.ts";
import { cruiseStorage, type StoredPackage, toStoredPackage, withPurchased } from "../state/cruiseStorage.ts";
import { hydratedAtom } from "../state/hydratedAtom.ts";
import { formStateAtom } from "../state/formStateAtom.ts";
import { inlinedPackagesAtom } from "../state/inlinedPackagesAtom.ts";
import { zoneAtom } from "../state/zoneAtom.ts";
import { messages } from "./messages.ts";
import { pollJob } from "./pollJob.ts";
import { useControllerRedirect } from "./useControllerRedirect.ts";
import { useErrors } from "./useErrors.ts";
import { useLeaveCleanup } from "./useLeaveCleanup.ts";

// the access controller's step after a charge is relayed (spec section 9)
export const CRUISE_CHARGE_STEP = 9;
// how long 'Purchase completed!' shows before the purchase-complete page
export const COMPLETED_PAUSE_MS = 1500;

/** The package in the modal: a listed one (with its price), or the stored one whose charge runs. */
export type ModalPackage = CruisePackage | (StoredPackage & { prepaid?: undefined });
// a charge whose package was not stored (storage cleared mid-way) still gets polled
const UNKNOWN_PACKAGE: StoredPackage = {
  id: "",
  title: "",
  duration: 1,
  durationUnit: "hours",
  listItems: [],
};

export type PackageModal = { pkg: ModalPackage; state: "confirm" | "charging" | "complete" } | null;

type Start = {
  user: CruiseUser | null;
  validateRelayId: string | null;
  chargeRelayId: string | null;
  chargePackage: StoredPackage | null;
};

/**
 * The cruise package page (spec section 4, steps 3 to 7). Stored values are read once, when the
 * page has hydrated (the server drew it without them, a spinner until the packages come, and so
 * does the browser's first render), and kept, so the StrictMode remount sees what the page
 * started with.
 */
export function useCruisePackages() {
  const zonePrefix = useAtomValue(zoneAtom)?.zonePrefix ?? "";
  const { push } = useErrors();
  const redirect = useControllerRedirect();
  const [, navigate] = useLocation();
  const store = useStore();
  const hydrated = useAtomValue(hydratedAtom);
  // read once: a ref, so that StrictMode's remount (after its unmount cleared the relay id) keeps it
  const read = useRef<Start | null>(null);
  const [start, setStart] = useState<Start | null>(null);
  // drawn by the server with the page (a browser without the script): the first render draws them too
  const [packages, setPackages] = useState<CruisePackage[] | null>(useAtomValue(inlinedPackagesAtom));
  // a package's step the server drew open (its form answered before or without the script)
  const drawn = useAtomValue(formStateAtom);
  const [modal, setModal] = useState<PackageModal>(() => {
    if (drawn?.action !== "cruise-package") return null;
    const pkg = packages?.find((p) => p.id === drawn.packageId);
    return pkg ? { pkg, state: drawn.step } : null;
  });
  const complete = useRef(false);

  useEffect(() => {
    if (!hydrated) return;
    if (!read.current) {
      const first: Start = {
        user: store.get(cruiseStorage.user),
        validateRelayId: store.get(cruiseStorage.validateRelayId),
        chargeRelayId: store.get(cruiseStorage.chargeRelayId),
        chargePackage: store.get(cruiseStorage.chargePackage),
      };
      read.current = first;
      if (first.chargeRelayId && first.validateRelayId)
        setModal({ pkg: first.chargePackage ?? UNKNOWN_PACKAGE, state: "charging" });
    }
    setStart(read.current);
  }, [hydrated, store]);

  // leaving the page forgets the validation; after a purchase, the booking and the charge too
  useLeaveCleanup(
    () => {
      const kept = read.current?.validateRelayId;
      if (kept) store.set(cruiseStorage.validateRelayId, kept);
    },
    () => {
      store.set(cruiseStorage.validateRelayId, null);
      if (!complete.current) return;
      store.set(cruiseStorage.user, null);
      store.set(cruiseStorage.chargeRelayId, null);
    },
  );

  useEffect(() => {
    if (!start) return;
    const { validateRelayId, user } = start;
    if (!validateRelayId || !user) {
      navigate(pathOf("StartPage"), { replace: true });
      return;
    }
    let live = true;
    getCruisePackages(validateRelayId)
      .then((list) => live && setPackages(list))
      .catch((error) => {
        console.error("cruise package load failed", error);
        if (live) push(apiMessage(error) ?? messages.cruiseUnknown);
      });
    return () => {
      live = false;
    };
  }, [start, navigate, push]);

  useEffect(() => {
    if (!start) return;
    const { chargeRelayId, chargePackage, validateRelayId } = start;
    if (!chargeRelayId || !validateRelayId) return;
    const abort = new AbortController();
    const fail = (message: Parameters<typeof push>[0]) => {
      store.set(cruiseStorage.chargeRelayId, null);
      store.set(cruiseStorage.chargePackage, null);
      setModal(null);
      push(message);
    };
    let pause: ReturnType<typeof setTimeout> | undefined;
    pollJob(() => getCruiseChargePoll(chargeRelayId), abort.signal)
      .then((outcome) => {
        if (outcome.state === "done") {
          if (chargePackage)
            store.set(
              cruiseStorage.purchased(zonePrefix),
              withPurchased(zonePrefix, { ...chargePackage, voucherCode: outcome.value }),
            );
          store.set(cruiseStorage.chargePackage, null);
          complete.current = true;
          setModal((current) => current && { ...current, state: "complete" });
          pause = setTimeout(() => navigate(pathOf("PurchaseComplete")), COMPLETED_PAUSE_MS);
        } else if (outcome.state === "failed") fail(outcome.message);
        else if (outcome.state === "timeout") fail(messages.cruiseChargeTimeout);
      })
      .catch((error) => {
        if (abort.signal.aborted) return;
        console.error("cruise charge poll failed", error);
        fail(messages.cruiseUnknown);
      });
    return () => {
      abort.abort();
      clearTimeout(pause);
    };
  }, [store, start, zonePrefix, navigate, push]);

  const buy = useCallback(async () => {
    const pkg = modal?.pkg;
    if (!pkg || modal.state !== "confirm" || !start?.user || pkg.prepaid === undefined) return;
    setModal({ pkg, state: "charging" });
    try {
      const relayId = await postCruiseCharge(start.user, pkg.id, pkg.prepaid);
      store.set(cruiseStorage.chargeRelayId, relayId);
      store.set(cruiseStorage.chargePackage, toStoredPackage(pkg));
      await redirect("/triggerrelay", CRUISE_CHARGE_STEP, 0, { relayId });
    } catch (error) {
      console.error("cruise charge request failed", error);
      store.set(cruiseStorage.chargeRelayId, null);
      setModal(null);
      push(messages.cruiseUnknown);
    }
  }, [store, modal, start?.user, redirect, push]);

  return {
    packages,
    modal,
    select: (pkg: CruisePackage) => setModal({ pkg, state: "confirm" }),
    close: () => setModal((current) => (current?.state === "confirm" ? null : current)),
    buy,
  };
}
