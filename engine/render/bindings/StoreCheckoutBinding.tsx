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
import { HostedPayment } from "../../../widgets/HostedPayment.tsx";
import { formFields } from "../../../steps/formFields.ts";
import { cartText } from "../../../steps/customerSteps.ts";
import { cartLines } from "../../flows/cartRules.ts";
import { formStateAtom } from "../../state/formStateAtom.ts";
import { inlinedStoreAtom } from "../../state/inlinedStoreAtom.ts";
import { usePurchasedCards } from "./usePurchasedCards.ts";
import { voucherDialogProps } from "./voucherDialogProps.ts";

/** The card store: items, customer details, the embedded payment and the vouchers bought. */
export function StoreCheckoutBinding() {
  const store = useStore();
  // the vouchers' form (Activate on this device) starts where the server left it without the script
  const voucher = useVoucher(true);
  const cards = usePurchasedCards(store.vouchers);
  const navigate = useNavigate();
  const translate = useTranslated();
  const hasVoucherPage = useAtomValue(zoneAtom)?.pages.LoginVoucher !== undefined;
  const { step, catalog } = store;
  const drawn = useAtomValue(formStateAtom);
  const returned = useAtomValue(inlinedStoreAtom)?.order;
  // the cart as the store's forms carry it (their server answers them without the script)
  const items =
    catalog.status === "ready"
      ? cartText(
          cartLines(store.cart.cart, catalog.store.availableStoreItems).map((l) => ({
            id: l.item.id,
            amount: l.amount,
          })),
        )
      : "";
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
    // back from the hosted payment page, not confirmed yet: the page asks again by itself
    if (step === "returned")
      return (
        <PaymentCheckout
          phase={returned?.gaveUp ? "unconfirmed" : "confirming"}
          containerId=""
          onSessionEndedOk={store.endSession}
        />
      );
    // back from the bypass with the order kept by the server (before or without the script)
    if (step === "resuming" && drawn?.action === "pay") {
      const { action, values, ...rest } = drawn;
      return <HostedPayment fields={formFields(action, { ...values, ...rest, terms: "1" })} />;
    }
    if (step === "completed")
      return (
        <CheckoutCompleted
          vouchers={cards}
          onActivate={voucher.submitCode}
          busy={voucher.step === "loading"}
          dialogs={voucherDialogProps(voucher)}
          fields={formFields("voucher", voucher.step === "idle" ? {} : { code: voucher.code })}
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
          fields={formFields("customer", { items })}
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
        fields={formFields("cart", { items })}
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
