import { cruisePath } from "./cruisePath.ts";
import type { FleetZone, WidgetNode } from "./fleetZones.ts";
import { agreePath, offerModalPath, simpleTrialPath, trialLinkPath } from "./openAccessPaths.ts";
import type { PathDriver } from "./PathContext.ts";
import { storePath } from "./storePath.ts";
import { crewPath, voucherFieldPath, voucherPagePath } from "./voucherPaths.ts";

export type PathKind = "cruise login" | "card store" | "trial" | "free access" | "voucher" | "crew";

const byKeyword = (node: WidgetNode): PathKind =>
  String(node.keyword ?? "trial").startsWith("trial") ? "trial" : "free access";

/** The start-page widgets that begin a path to the status page: the kind of path and its driver. */
const PATHS: Record<string, { kind: (node: WidgetNode) => PathKind; drive: PathDriver }> = {
  CruiseLogin: { kind: () => "cruise login", drive: cruisePath },
  StoreLink: { kind: () => "card store", drive: storePath },
  TrialLink: { kind: () => "trial", drive: trialLinkPath },
  TrialCard: { kind: () => "trial", drive: offerModalPath },
  ConnectButton: { kind: byKeyword, drive: offerModalPath },
  FreeCard: { kind: () => "free access", drive: offerModalPath },
  SimpleTrial: { kind: () => "free access", drive: simpleTrialPath },
  AgreeButton: { kind: () => "free access", drive: agreePath },
  VoucherLink: { kind: () => "voucher", drive: voucherPagePath },
  PremiumCard: { kind: () => "voucher", drive: voucherPagePath },
  VoucherField: { kind: () => "voucher", drive: voucherFieldPath },
  CrewLink: { kind: () => "crew", drive: crewPath },
};

/** What a tier is for: a cruise ship's main path is its booking login, a card-store zone's its store. */
const BY_TIER: Record<string, string> = { cruise: "CruiseLogin", "premium-cc": "StoreLink" };

export interface MainPath {
  kind: PathKind;
  node: WidgetNode;
  drive: PathDriver;
}

/**
 * The zone's main path: its tier's own path if the start page has it, else the first start
 * widget in manifest order that begins one. A store closed in the demo fleet (Breeze's, by
 * design) begins nothing, so such a zone falls back to its next path. A zone none of whose start
 * widgets begins a known path fails: the suite must learn its path, never skip the zone.
 */
export function mainPathOf(zone: FleetZone): MainPath {
  const begins = (node: WidgetNode) =>
    PATHS[node.type] !== undefined && (node.type !== "StoreLink" || zone.store?.open !== false);
  const starts = (zone.pages.StartPage ?? []).filter(begins);
  const node = starts.find((n) => n.type === BY_TIER[zone.tier]) ?? starts[0];
  const path = node && PATHS[node.type];
  if (!node || !path)
    throw new Error(
      `${zone.zoneId}: no known main path begins at its start widgets (${zone.startTypes.join(", ")}); ` +
        "teach tests/e2e/fleet/mainPathOf.ts its path",
    );
  return { kind: path.kind(node), node, drive: path.drive };
}
