import { PurchasedPackages } from "../../../widgets/PurchasedPackages.tsx";
import { usePurchasedPackages } from "../../flows/usePurchasedPackages.ts";
import { useVoucher } from "../../flows/useVoucher.ts";
import { voucherDialogProps } from "./voucherDialogProps.ts";

export function CruisePurchasedPackagesBinding() {
  const packages = usePurchasedPackages();
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
