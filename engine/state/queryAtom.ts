import { atom } from "jotai";

/** What the gateway told us about the visitor: kept in sessionStorage 'query'. */
export interface Query {
  mac: string;
  zoneId: string;
  accessControllerIp?: string;
  retryCount: number;
}

export const queryAtom = atom<Query | null>(null);
