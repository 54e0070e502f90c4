import { Trans } from "@lingui/react/macro";
import { useEffect, useId, useRef } from "react";
import { PurchasedVoucherList, type PurchasedVoucherListProps } from "./PurchasedVoucherList.tsx";
import { Spinner } from "./Spinner.tsx";
import { VoucherDialogs, type VoucherDialogsProps } from "./VoucherDialogs.tsx";

export interface PurchasedVouchersProps extends PurchasedVoucherListProps {
  dialogs: VoucherDialogsProps;
  /** earlier orders are left to load */
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** the page was opened at #purchasedVouchers: bring the list into view */
  focused?: boolean;
}

/** 'Your vouchers' on the voucher page: earlier purchases of this device, one order per press. */
export function PurchasedVouchers({
  dialogs,
  hasMore,
  loading,
  onLoadMore,
  focused,
  ...list
}: PurchasedVouchersProps) {
  const id = useId();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focused) section.current?.scrollIntoView?.({ block: "start" });
  }, [focused]);
  const empty = list.vouchers.length === 0;
  return (
    <section
      ref={section}
      id="purchasedVouchers"
      className="gw-card gw-page"
      aria-labelledby={id}
      aria-busy={loading}
    >
      <h2 id={id}>
        <Trans id="purchased.title">Your vouchers</Trans>
      </h2>
      <PurchasedVoucherList {...list} />
      {loading ? <Spinner /> : null}
      {!loading && !hasMore && empty ? (
        <p>
          <strong>
            <Trans id="purchased.none">No vouchers found</Trans>
          </strong>
        </p>
      ) : null}
      {!loading && !hasMore && !empty ? (
        <p>
          <Trans id="purchased.none-left">No vouchers left</Trans>
        </p>
      ) : null}
      {!hasMore ? (
        <p>
          <Trans id="purchased.missing">
            Missing a previous purchase? Vouchers are listed on the device and browser they were bought with,
            and were also sent to you by e-mail.
          </Trans>
        </p>
      ) : null}
      {hasMore ? (
        <button
          type="button"
          className="gw-button"
          data-variant="secondary"
          onClick={onLoadMore}
          disabled={loading}
        >
          <Trans id="purchased.load">Load previous orders</Trans>
        </button>
      ) : null}
      <VoucherDialogs {...dialogs} />
    </section>
  );
}
