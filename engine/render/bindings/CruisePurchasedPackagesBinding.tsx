import { useAtomValue } from "jotai";
import { PurchasedPackages } from "../../../widgets/PurchasedPackages.tsx";
import { usePurchasedPackages } from "../../flows/usePurchasedPackages.ts";
import { useTranslated } from "../../flows/useTranslated.ts";
import { useVoucher } from "../../flows/useVoucher.ts";
import { voucherCardState } from "../../flows/voucherCardState.ts";
import { connectedAtom, sessionAtom } from "../../state/sessionAtom.ts";
import { voucherDialogProps } from "./voucherDialogProps.ts";

export function CruisePurchasedPackagesBinding() {
  const translate = useTranslated();
  const session = useAtomValue(sessionAtom);
  const connected = useAtomValue(connectedAtom);
  // each card against this device's session, as the store's voucher cards (spec §4)
  const packages = usePurchasedPackages()?.map((p) => ({
    ...translate(p),
    state: voucherCardState(p.voucherCode, session, connected),
  }));
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
