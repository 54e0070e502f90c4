import { useAtomValue } from "jotai";
import { Redirect } from "wouter";
import { formFields } from "../../../steps/formFields.ts";
import { PurchaseComplete } from "../../../widgets/PurchaseComplete.tsx";
import { Spinner } from "../../../widgets/Spinner.tsx";
import { usePurchasedPackages } from "../../flows/usePurchasedPackages.ts";
import { useTranslated } from "../../flows/useTranslated.ts";
import { useVoucher } from "../../flows/useVoucher.ts";
import { pathOf } from "../../paths/zoneRoutes.ts";
import { inlinedPurchaseAtom } from "../../state/inlinedPurchaseAtom.ts";
import { inlinedPackagesAtom } from "../../state/inlinedPackagesAtom.ts";
import { voucherDialogProps } from "./voucherDialogProps.ts";

// the purchase the server drew (the package form's charge, without the script: forms/cruiseCheck.ts)
function useDrawnPurchase() {
  const purchase = useAtomValue(inlinedPurchaseAtom);
  const packages = useAtomValue(inlinedPackagesAtom);
  const pkg = purchase && packages?.find((p) => p.id === purchase.packageId);
  return pkg ? { ...pkg, voucherCode: purchase.code } : undefined;
}

// the newest purchase; a device that bought nothing here starts over. This device's purchases are
// read once the page has hydrated (the server drew it without them): a spinner until then, unless
// the server drew the purchase itself
export function CruisePurchaseCompleteBinding() {
  const translate = useTranslated();
  const purchased = usePurchasedPackages();
  const bought = useDrawnPurchase() ?? purchased?.[0];
  const newest = bought && translate(bought);
  // the voucher's form starts where the server left it without the script
  const voucher = useVoucher(true);
  if (!newest && !purchased) return <Spinner />;
  if (!newest) return <Redirect to={pathOf("StartPage")} replace />;
  return (
    <PurchaseComplete
      title={newest.title}
      duration={newest.duration}
      durationUnit={newest.durationUnit}
      voucherCode={newest.voucherCode}
      onActivate={() => voucher.submitCode(newest.voucherCode)}
      fields={formFields("voucher", voucher.step === "idle" ? {} : { code: voucher.code })}
      {...voucherDialogProps(voucher)}
    />
  );
}
