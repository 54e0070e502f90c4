import { Trans } from "@lingui/react/macro";
import { ActionForm } from "./ActionForm.tsx";
import { PurchasedVoucherList, type PurchasedVoucherListProps } from "./PurchasedVoucherList.tsx";
import { VoucherDialogs, type VoucherDialogsProps } from "./VoucherDialogs.tsx";
import "./CheckoutCompleted.css";

export interface CheckoutCompletedProps extends PurchasedVoucherListProps {
  dialogs: VoucherDialogsProps;
  /** the voucher form the server answers without the script (its action, the code in its steps) */
  fields?: Record<string, string>;
}

/** Thanks, the e-mail, the advice to activate, and the vouchers just bought. */
export function CheckoutCompleted({ dialogs, fields, ...list }: CheckoutCompletedProps) {
  return (
    <section className="gw-card gw-completed">
      <h2>
        <Trans id="completed.thanks">Thank you for your purchase!</Trans>
      </h2>
      <p>
        <Trans id="completed.email">Your vouchers have been sent to you by e-mail.</Trans>
      </p>
      <p>
        <Trans id="completed.advice">
          Activate a voucher to go online on this device, or keep its code to use it on another device.
        </Trans>
      </p>
      {/* 'Activate on this device' and its terms post the voucher form until the script runs */}
      <ActionForm fields={fields ?? {}}>
        <PurchasedVoucherList {...list} />
        <VoucherDialogs {...dialogs} />
      </ActionForm>
    </section>
  );
}
