import { Trans } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { ActionForm } from "../../../widgets/ActionForm.tsx";
import { ConnectButton } from "../../../widgets/ConnectButton.tsx";
import { LinkButton } from "../../../widgets/LinkButton.tsx";
import { StatusTitle } from "../../../widgets/StatusTitle.tsx";
import { useConnecting } from "../../flows/useConnecting.ts";
import { useSessionAction } from "../../flows/useSessionAction.ts";
import { formFields } from "../../../steps/formFields.ts";
import { pathOf } from "../../paths/zoneRoutes.ts";
import { isConnected, isPending } from "../../../steps/deviceView.ts";
import { connectingAtom } from "../../state/connectingAtom.ts";
import { sessionAtom } from "../../state/sessionAtom.ts";
import { zoneAtom } from "../../state/zoneAtom.ts";
import { useNavigate } from "../useNavigate.ts";

// connected as section 3 defines it (both flags authed) and not used up: a device that logged
// out, or that the controller has not let online yet, is not connected. A used-up session says it
// has expired; a device without a session belongs on the start page (boot fetched the session
// first). Back from a vendor gateway's login, the device not yet online is connecting until the
// gateway's Start (useConnecting). A device not connected is never left without a way on: one the
// controller has not let online yet is sent to it again (3, 0); one with nothing to reset gets
// the start page's offers.
export function StatusTitleBinding() {
  const session = useAtomValue(sessionAtom);
  const hasOptionsLink = useAtomValue(zoneAtom)?.pages.StatusPage?.some((n) => n.type === "WifiOptionsLink");
  const [, setLocation] = useLocation();
  const navigate = useNavigate();
  const connect = useSessionAction("connect");
  useEffect(() => {
    if (!session) setLocation("/start", { replace: true });
  }, [session, setLocation]);
  const connected = isConnected(session);
  const pending = isPending(session);
  const returning = useAtomValue(connectingAtom) !== null;
  const connecting = pending && returning;
  useConnecting(connecting);
  const stuck = !!session && !connected && !pending && !session.isSessionResetAvailable && !hasOptionsLink;
  return (
    <>
      <StatusTitle
        connected={connected}
        connecting={connecting}
        expired={session?.isSessionUsedUp === true}
      />
      {pending && !connecting ? (
        <ActionForm fields={formFields("connect")}>
          <ConnectButton label="connect" step="connect" onClick={() => void connect.press({ pending })} />
        </ActionForm>
      ) : null}
      {stuck ? (
        <LinkButton
          href={`${pathOf("StartPage")}?ignoreSessionRedirect=true`}
          onNavigate={navigate}
          variant="secondary"
        >
          <Trans id="status.options">View Wi-Fi options</Trans>
        </LinkButton>
      ) : null}
    </>
  );
}
