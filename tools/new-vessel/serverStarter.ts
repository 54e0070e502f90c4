import { isObject } from "../../fleet/lint/walkNodes.ts";
import type { ResolvedManifest } from "../../fleet/manifests/resolveManifest.ts";

// what the server needs to serve a new vessel, per tier (design: manifests hold the zone's server keys).
// Prices are placeholders. A card-store tier (premium-cc) sells at once, so its pages work end to end;
// the others' store stays closed until the operator sets prices and opens it. Names and lines are
// text keys, their words in STARTER_TEXTS (starterPages.ts), in every language of the operator
const EXAMPLE_ITEM = {
  id: 1,
  name: "store.24-hours",
  description: "store.24-hours.note",
  grossAmount: 900,
  maxDevices: 1,
  durationMinutes: 1440,
  byteLimit: null,
  rxMaxBytesPerSecond: 1250000,
  txMaxBytesPerSecond: 1250000,
};
const STORE = {
  currency: "EUR",
  currencyDecimals: 2,
  maxCheckoutItems: 1,
  open: false,
  items: [EXAMPLE_ITEM],
};

export const SERVER_STARTER: Record<string, Record<string, unknown>> = {
  open: { opens: [{ id: 1, keyword: "free" }] },
  premium: { store: STORE },
  "premium-cc": { store: { ...STORE, open: true } },
  // the trial at the speed the store sells, never faster (the lint's trial-speed check)
  "premium-trial": {
    opens: [{ id: 1, keyword: "trial-premium", rxMaxBytesPerSecond: 1250000, txMaxBytesPerSecond: 1250000 }],
    store: STORE,
  },
  crew: {},
  cruise: {
    cruise: {
      packages: [
        {
          id: "WIFI-24H",
          title: "cruise.wifi-24h",
          description: ["cruise.line.one-device", "cruise.line.up-to-10-mbit-s"],
          amount: 1500,
          currency: "EUR",
          duration: 24,
          durationUnit: "hours",
        },
      ],
    },
  },
};

/** Every zone id the fleet uses already: a new one must be none of them. */
export function takenZoneIds(zones: ResolvedManifest[]): Set<string> {
  const ids = zones.flatMap((z) => (Array.isArray(z.manifest.zones) ? z.manifest.zones : []));
  return new Set(ids.flatMap((e) => (isObject(e) && typeof e.zoneId === "string" ? [e.zoneId] : [])));
}

/** operator-vessel, or with -2, -3 … when the fleet has it: readable, as a gateway's config shows it. */
export function newZoneId(operator: string, vessel: string, taken: Set<string>): string {
  const base = `${operator}-${vessel}`.slice(0, 60).replace(/-+$/, "");
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
