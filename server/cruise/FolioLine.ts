// one line of a cabin's bill: what a charge issued
export interface FolioLine {
  packageId: string;
  prepaid: boolean;
  amount: number;
  currency: string;
  voucherCode: string;
  chargedAt: number;
}
