import { useAtomValue } from "jotai";
import { CheckoutCompleted } from "../../../widgets/CheckoutCompleted.tsx";
import { CustomerForm } from "../../../widgets/CustomerForm.tsx";
import { PaymentCheckout } from "../../../widgets/PaymentCheckout.tsx";
import { Spinner } from "../../../widgets/Spinner.tsx";
import { StoreHeading } from "../../../widgets/StoreHeading.tsx";
import { StoreItems } from "../../../widgets/StoreItems.tsx";
import { StoreNotice } from "../../../widgets/StoreNotice.tsx";
import { useStore } from "../../flows/useStore.ts";
import { useTranslated } from "../../flows/useTranslated.ts";
import { useVoucher } from "../../flows/useVoucher.ts";
import { pathOf } from "../../paths/zoneRoutes.ts";
import { zoneAtom } from "../../state/zoneAtom.ts";
import { useNavigate } from "../useNavigate.ts";
import { usePurchasedCards } from "./usePurchasedCards.ts";
import { voucherDialogProps } from "./voucherDialogProps.ts";

/** The card store: items, customer details, the embedded payment and the vouchers bought. */
export function StoreCheckoutBinding() {
  const store = useStore();
  const voucher = useVoucher();
  const cards = usePurchasedCards(store.vouchers);
  const navigate = useNavigate();
  const translate = useTranslated();
  const hasVoucherPage = useAtomValue(zoneAtom)?.pages.LoginVoucher !== undefined;
  const { step, catalog } = store;
  const notice = (kind: "unsupported" | "unavailable" | "failed") => (
    <StoreNotice
      kind={kind}
      backHref={pathOf("StartPage")}
      voucherHref={hasVoucherPage ? pathOf("LoginVoucher") : undefined}
      onNavigate={navigate}
      onRetry={() => void store.reload()}
    />
  );
  const body = () => {
    if (step === "unsupported") return notice("unsupported");
    if (step === "checkout")
      return (
        <PaymentCheckout
          phase={store.payment.phase}
          containerId={store.payment.containerId}
          onSessionEndedOk={store.endSession}
        />
      );
    if (step === "completed")
      return (
        <CheckoutCompleted
          vouchers={cards}
          onActivate={voucher.submitCode}
          busy={voucher.step === "loading"}
          dialogs={voucherDialogProps(voucher)}
        />
      );
    if (catalog.status === "loading") return <Spinner />;
    if (catalog.status !== "ready") return notice(catalog.status);
    if (step === "customer")
      return (
        <CustomerForm
          values={store.form.values}
          errors={store.form.errors}
          onChange={store.form.change}
          onSubmit={store.toPayment}
          onBack={store.toItems}
          attempt={store.form.attempt}
          termsAccepted={store.form.termsAccepted}
          onTermsChange={store.form.setTermsAccepted}
          termsFlagged={store.form.termsFlagged}
        />
      );
    return (
      <StoreItems
        items={catalog.store.availableStoreItems.map(translate)}
        currency={catalog.store.currency}
        currencyDecimals={catalog.store.currencyDecimals}
        cart={store.cart.cart}
        max={store.cart.max}
        onAdd={store.cart.add}
        onRemove={store.cart.remove}
        onContinue={store.toCustomer}
      />
    );
  };
  return (
    <>
      <StoreHeading
        checkout={step !== "items" && step !== "unsupported"}
        // the start page itself, not the session redirect to the status page
        backHref={`${pathOf("StartPage")}?ignoreSessionRedirect=true`}
        onNavigate={navigate}
      />
      {body()}
    </>
  );
}
