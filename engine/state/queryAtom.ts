import { atom } from "jotai";

/** What the gateway told us about the visitor: kept in sessionStorage 'query'. */
export interface Query {
  /** read by the one MAC rule (schemas/mac.ts readMac): lower case, colons */
  mac: string;
  zoneId: string;
  accessControllerIp?: string;
  retryCount: number;
}

export const queryAtom = atom<Query | null>(null);
