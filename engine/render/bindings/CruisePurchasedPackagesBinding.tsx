import { PurchasedPackages } from "../../../widgets/PurchasedPackages.tsx";
import { usePurchasedPackages } from "../../flows/usePurchasedPackages.ts";
import { useTranslated } from "../../flows/useTranslated.ts";
import { useVoucher } from "../../flows/useVoucher.ts";
import { voucherDialogProps } from "./voucherDialogProps.ts";

export function CruisePurchasedPackagesBinding() {
  const translate = useTranslated();
  const packages = usePurchasedPackages()?.map(translate);
  const voucher = useVoucher();
  return (
    <PurchasedPackages
      // this device's purchases, shown once the page has hydrated (none in the server's page)
      packages={packages ?? []}
      onActivate={voucher.submitCode}
      {...voucherDialogProps(voucher)}
    />
  );
}
