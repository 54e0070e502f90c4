// the parts of Nets Easy's Payment API this server uses (POST /v1/payments and its webhooks)

export interface NetsOrderItem {
  reference: string;
  name: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  taxRate: number;
  taxAmount: number;
  grossTotalAmount: number;
  netTotalAmount: number;
}
