import type { PurchasedVoucherCard } from "../../widgets/PurchasedVoucherList.tsx";
import type { StoreItem } from "../../widgets/StoreItems.tsx";

export const ITEMS: StoreItem[] = [
  { id: 11, name: "1 hour", description: "Web and e-mail on one device.", grossAmount: 490 },
  { id: 12, name: "24 hours", description: "Up to 20 Mbit/s on one device.", grossAmount: 1490 },
  { id: 13, name: "Whole crossing", description: "", grossAmount: 2900 },
];

export const VOUCHERS: PurchasedVoucherCard[] = [
  { code: "NEW24H01", name: "24 hours", description: "Up to 20 Mbit/s on one device.", state: "activatable" },
  { code: "ON1HOUR2", name: "1 hour", description: "Web and e-mail on one device.", state: "activated" },
  { code: "OLDTRIP3", name: "Whole crossing", description: "", state: "expired" },
];
