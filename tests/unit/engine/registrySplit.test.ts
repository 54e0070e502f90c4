import { describe, expect, it } from "vitest";
import { registry } from "../../../engine/render/registry.ts";
import { loadFleet } from "../../../fleet/manifests/loadFleet.ts";

const isLazy = (binding: unknown) => (binding as { $$typeof?: symbol }).$$typeof === Symbol.for("react.lazy");

describe("registry split", () => {
  const zones = loadFleet().zones.map(
    (z) => z.manifest as { zonePrefix: string; pages: Record<string, { type: string }[]> },
  );

  it("keeps every widget of any zone's start page in the main bundle (no extra round trip)", () => {
    const lazyOnStart = zones.flatMap((z) =>
      (z.pages.StartPage ?? [])
        .filter((n) => isLazy(registry[n.type as keyof typeof registry]))
        .map((n) => `${z.zonePrefix}: ${n.type}`),
    );
    expect(lazyOnStart).toEqual([]);
  });

  it("loads the widgets of other pages lazily", () => {
    for (const type of ["VoucherForm", "SessionFacts", "StoreCheckout", "CruisePackages"] as const)
      expect(isLazy(registry[type]), type).toBe(true);
  });
});
