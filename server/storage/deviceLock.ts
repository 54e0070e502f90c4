// the lock a transaction takes on one device of one zone (Tx.lock), whether or not it has a row yet
export const deviceLock = (zoneId: string, mac: string): string => `device|${zoneId}|${mac}`;
