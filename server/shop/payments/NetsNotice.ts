// a webhook as the provider sends it
export interface NetsNotice {
  id: string;
  merchantId?: number;
  timestamp?: string;
  event: string;
  data: {
    paymentId: string;
    order?: { amount?: { amount: number; currency: string }; reference?: string };
    // payment.reservation.failed: why the card was refused
    error?: { code?: string; message?: string; source?: string };
  };
}
