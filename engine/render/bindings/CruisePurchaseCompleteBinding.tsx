import { Redirect } from "wouter";
import { PurchaseComplete } from "../../../widgets/PurchaseComplete.tsx";
import { Spinner } from "../../../widgets/Spinner.tsx";
import { usePurchasedPackages } from "../../flows/usePurchasedPackages.ts";
import { useTranslated } from "../../flows/useTranslated.ts";
import { useVoucher } from "../../flows/useVoucher.ts";
import { pathOf } from "../../paths/zoneRoutes.ts";
import { voucherDialogProps } from "./voucherDialogProps.ts";

// the newest purchase; a device that bought nothing here starts over. This device's purchases are
// read once the page has hydrated (the server drew it without them): a spinner until then
export function CruisePurchaseCompleteBinding() {
  const translate = useTranslated();
  const purchased = usePurchasedPackages();
  const bought = purchased?.[0];
  const newest = bought && translate(bought);
  const voucher = useVoucher();
  if (!purchased) return <Spinner />;
  if (!newest) return <Redirect to={pathOf("StartPage")} replace />;
  return (
    <PurchaseComplete
      title={newest.title}
      duration={newest.duration}
      durationUnit={newest.durationUnit}
      voucherCode={newest.voucherCode}
      onActivate={() => voucher.submitCode(newest.voucherCode)}
      {...voucherDialogProps(voucher)}
    />
  );
}
