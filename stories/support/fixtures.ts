import type { SessionFactsData } from "../../widgets/SessionFacts.tsx";

// a fixed clock, so relative times ("in 2 hours") read the same on every run
export const NOW = Date.parse("2026-11-22T12:00:00Z");
export const inMinutes = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

export const GB = 1_000_000_000;
export const MB = 1_000_000;

/** A premium voucher: 2 GB, 20 Mbit/s, three devices. */
export const limitedSession: SessionFactsData = {
  bytesUsed: 734 * MB,
  byteLimit: 2 * GB,
  endTime: inMinutes(125),
  rxMaxBytesPerSecond: 2_500_000,
  txMaxBytesPerSecond: 625_000,
  connectedClients: 2,
  maxSimultaneousClients: 3,
};

/** No data, time, speed or device limit: every 'unlimited' branch. */
export const unlimitedSession: SessionFactsData = {
  bytesUsed: 12_345 * MB,
  byteLimit: null,
  endTime: null,
  rxMaxBytesPerSecond: null,
  txMaxBytesPerSecond: null,
  connectedClients: 7,
  maxSimultaneousClients: null,
};

export const usedUpSession: SessionFactsData = {
  ...limitedSession,
  bytesUsed: 2 * GB,
  endTime: inMinutes(-5),
  connectedClients: 3,
};

// a neutral logo, so no operator's brand appears in widget stories
export const LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect width="40" height="40" rx="8" fill="#314e92"/><path d="M8 26c8-10 16-10 24 0" stroke="#fff" stroke-width="4" fill="none"/><text x="48" y="27" font-family="sans-serif" font-size="18" font-weight="700" fill="#1d2433">Seaview</text></svg>',
)}`;

export const LONG_GREEK =
  "Λόγω περιορισμένης δορυφορικής χωρητικότητας κατά τη διάρκεια της διέλευσης από το στενό, η σύνδεση ενδέχεται να είναι πιο αργή από το συνηθισμένο· παρακαλούμε δοκιμάστε ξανά σε λίγα λεπτά.";
