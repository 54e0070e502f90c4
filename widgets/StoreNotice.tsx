import { Trans } from "@lingui/react/macro";
import { LinkButton } from "./LinkButton.tsx";

export type StoreNoticeKind = "unsupported" | "unavailable" | "failed";

export interface StoreNoticeProps {
  kind: StoreNoticeKind;
  backHref: string;
  /** the voucher page; no button when the zone has none */
  voucherHref?: string;
  onNavigate?: (href: string) => void;
  /** 'failed' only: fetch the items again */
  onRetry?: () => void;
}

const TEXTS = {
  unsupported: (
    <Trans id="store.unsupported">
      Sorry, your device does not support this online purchase. You can instead purchase a voucher at the
      ship's info desk.
    </Trans>
  ),
  unavailable: <Trans id="gen.service-unavailable">Sorry, the service is currently unavailable</Trans>,
  failed: <Trans id="gen.timeout">Something went wrong, please try again</Trans>,
};

/** Why the store cannot sell here, with a way back and a way to a voucher. */
export function StoreNotice({ kind, backHref, voucherHref, onNavigate, onRetry }: StoreNoticeProps) {
  return (
    <section className="gw-card gw-store-notice gw-page">
      <p>{TEXTS[kind]}</p>
      {kind === "failed" && onRetry ? (
        <button type="button" className="gw-button" onClick={onRetry}>
          <Trans id="gen.retry">Try again</Trans>
        </button>
      ) : null}
      {voucherHref ? (
        <LinkButton href={voucherHref} onNavigate={onNavigate}>
          <Trans id="store.notice.voucher">Activate voucher</Trans>
        </LinkButton>
      ) : null}
      <LinkButton href={backHref} onNavigate={onNavigate} variant="secondary">
        <Trans id="gen.back">Back</Trans>
      </LinkButton>
    </section>
  );
}
