// what `npm run erase` did, table by table: removed rows, rows kept without their personal data
// (the books' figures stay), and what it left alone and why
export interface ErasureReport {
  removed: Record<string, number>;
  anonymised: Record<string, number>;
  left: Record<string, number>;
  // by e-mail: the devices that used the orders' vouchers (erase them by mac too, if asked)
  devices: string[];
}

export const emptyReport = (): ErasureReport => ({ removed: {}, anonymised: {}, left: {}, devices: [] });
