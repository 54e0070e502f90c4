import { describe, expect, it } from "vitest";
import { dataUnit } from "../../../widgets/format/dataUnit.ts";
import { formatDataUsed } from "../../../widgets/format/formatDataUsed.ts";
import { formatLimit } from "../../../widgets/format/formatLimit.ts";
import { formatRelativeTime } from "../../../widgets/format/formatRelativeTime.ts";
import { formatSpeed } from "../../../widgets/format/formatSpeed.ts";

describe("session formatting (spec section 3)", () => {
  it("shows data used in MB below 1000 MB and in GB from there", () => {
    expect(formatDataUsed(0, "en")).toBe("0 MB");
    expect(formatDataUsed(532_140_000, "en")).toBe("532.1 MB");
    expect(formatDataUsed(999_949_999, "en")).toBe("999.9 MB");
    expect(formatDataUsed(1_000_000_000, "en")).toBe("1 GB");
    expect(formatDataUsed(2_345_678_901, "en")).toBe("2.35 GB");
  });

  it("uses the visitor's decimal separator", () => {
    expect(formatDataUsed(532_140_000, "sv")).toBe("532,1 MB");
    expect(formatDataUsed(2_345_678_901, "el")).toBe("2,35 GB");
  });

  it("shows the limit as bytes / 1e6 MB, and nothing for unlimited", () => {
    expect(formatLimit(1_000_000_000, "en")).toBe("1,000 MB");
    expect(formatLimit(500_000_000, "en")).toBe("500 MB");
    expect(formatLimit(null, "en")).toBeNull();
  });

  it("puts used and limit in one unit when either reaches 1000 MB (issue 28, defect 6)", () => {
    const unit = dataUnit(1_000_000_000, 1_000_000_000);
    expect([formatDataUsed(1_000_000_000, "en", unit), formatLimit(1_000_000_000, "en", unit)]).toEqual([
      "1 GB",
      "1 GB",
    ]);
    // the data used decides, as the spec has it: MB below 1000 MB, and the limit beside it alike
    expect(formatLimit(2_000_000_000, "en", dataUnit(5_000_000))).toBe("2,000 MB");
    expect(formatLimit(2_000_000_000, "en", dataUnit(1_500_000_000))).toBe("2 GB");
  });

  it("keeps a 24-hour session's end in hours a second either side of the day (issue 28, defect 6)", () => {
    const end = Date.parse("2026-11-23T12:00:00Z");
    const readings = [-1500, -1000, 0, 1000].map((ms) =>
      formatRelativeTime("2026-11-23T12:00:00Z", "en", end - 86_400_000 + ms),
    );
    expect(new Set(readings)).toEqual(new Set(["in 24 hours"]));
    expect(formatRelativeTime("2026-11-22T13:00:00Z", "en", Date.parse("2026-11-22T12:00:01Z"))).toBe(
      "in 1 hour",
    );
    expect(formatRelativeTime("2026-11-25T12:00:00Z", "en", Date.parse("2026-11-22T12:00:00Z"))).toBe(
      "in 3 days",
    );
  });

  it("shows the larger direction as Mbit/s (bytes / 1e6 × 8)", () => {
    expect(formatSpeed(2_500_000, 625_000, "en")).toBe("20 Mbit/s");
    expect(formatSpeed(625_000, 2_500_000, "en")).toBe("20 Mbit/s");
    expect(formatSpeed(null, 625_000, "en")).toBe("5 Mbit/s");
    expect(formatSpeed(null, null, "en")).toBeNull();
  });

  it("shows times relative to now", () => {
    const now = Date.parse("2026-11-22T12:00:00Z");
    expect(formatRelativeTime("2026-11-22T13:00:00Z", "en", now)).toBe("in 1 hour");
    expect(formatRelativeTime("2026-11-23T12:00:00Z", "en", now)).toBe("in 24 hours");
    expect(formatRelativeTime("2026-11-22T11:55:00Z", "en", now)).toBe("5 minutes ago");
    expect(formatRelativeTime("2026-11-22T13:00:00Z", "sv", now)).toBe("om 1 timme");
  });
});
