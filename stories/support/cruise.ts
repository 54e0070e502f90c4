import type { CruisePackageItem } from "../../widgets/CruisePackageList.tsx";
import type { PurchasedPackageItem } from "../../widgets/PurchasedPackages.tsx";

export const PACKAGES: CruisePackageItem[] = [
  {
    id: "p1",
    title: "Social 24h",
    listItems: ["Messaging apps", "1 device"],
    prepaid: true,
    price: 0,
    currency: "EUR",
    duration: 24,
    durationUnit: "hours",
  },
  {
    id: "p2",
    title: "Surf 3 days",
    listItems: ["Web and e-mail", "Up to 5 Mbit/s", "1 device"],
    prepaid: false,
    price: 2490,
    currency: "EUR",
    duration: 3,
    durationUnit: "days",
  },
  {
    id: "p3",
    title: "Stream 7 days",
    listItems: ["Video streaming", "Up to 20 Mbit/s", "2 devices"],
    prepaid: false,
    price: 5990,
    currency: "EUR",
    duration: 7,
    durationUnit: "days",
  },
];

export const PURCHASED: PurchasedPackageItem[] = [
  { title: "Surf 3 days", duration: 3, durationUnit: "days", voucherCode: "CRU5E3D7" },
  { title: "Social 24h", duration: 24, durationUnit: "hours", voucherCode: "SOC24H01" },
];

// the voucher dialogs' props, closed: shared by every widget that ends in them
export const dialogArgs = (fn: () => () => void) => ({
  step: "idle" as const,
  termsAccepted: false,
  onTermsChange: fn(),
  termsFlagged: false,
  onAccept: fn(),
  onCancel: fn(),
  onConfirmConflict: fn(),
});
