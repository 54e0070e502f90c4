import { describe, expect, it } from "vitest";
import { zoneIndexHtml } from "../../tools/build/devZoneIndexPlugin.ts";
import { checkPageLinks } from "../../fleet/lint/checks/checkPageLinks.ts";
import { linkProblem } from "../../fleet/lint/checks/checkLinks.ts";
import { checkResetOffer } from "../../fleet/lint/checks/checkResetOffer.ts";
import { checkTierNeeds } from "../../fleet/lint/checks/checkTierNeeds.ts";
import { closest } from "../../fleet/lint/closest.ts";
import { nearestReadable, readableContrast } from "../../fleet/lint/readableContrast.ts";
import { type Schema, schemaInfo } from "../../fleet/lint/schemaInfo.ts";
import type { ResolvedManifest } from "../../fleet/manifests/resolveManifest.ts";

// a schema from the future: a support email, cruise pages and a node that opens the store
const future: Schema = {
  properties: {
    tier: { enum: ["premium", "crew", "cruise"] },
    supportEmail: { type: "string" },
    pages: { $ref: "#/definitions/Pages" },
  },
  definitions: {
    Pages: {
      properties: {
        StartPage: { $ref: "#/definitions/List" },
        Store: { $ref: "#/definitions/List" },
        PurchaseComplete: { $ref: "#/definitions/List" },
      },
    },
    List: { items: { oneOf: [{ $ref: "#/definitions/StoreLink" }, { $ref: "#/definitions/BackLink" }] } },
    StoreLink: { properties: { type: { const: "StoreLink" } } },
    BackLink: {
      properties: { type: { const: "BackLink" }, to: { enum: ["StartPage", "Store"], default: "StartPage" } },
    },
  },
};

const zone = (manifest: Record<string, unknown>) => ({
  zone: { file: "/z.json", chain: ["/z.json"], assetDirs: {}, manifest } as ResolvedManifest,
  schema: schemaInfo(future),
});

describe("checks driven by the schema", () => {
  it("reads pages, node types, page-valued props and the support email from the schema", () => {
    const info = schemaInfo(future);
    expect(info.pages).toEqual(["StartPage", "Store", "PurchaseComplete"]);
    expect([...info.nodes.keys()]).toEqual(["StoreLink", "BackLink"]);
    expect(info.supportEmail).toEqual(["supportEmail"]);
  });

  it("a crew zone needs a support email once the schema has the field", () => {
    const problems = checkTierNeeds(zone({ tier: "crew", pages: { StartPage: [] } }));
    expect(problems).toMatchObject([
      { pointer: "/supportEmail", message: "a crew zone needs a support email" },
    ]);
    expect(
      checkTierNeeds(zone({ tier: "crew", supportEmail: "it@ship.example", pages: { StartPage: [] } })),
    ).toEqual([]);
  });

  it("a zone that grants open access needs a ResetSession on its status page; voucher-only zones do not", () => {
    const start = [{ type: "TrialLink", keyword: "trial" }];
    expect(
      checkResetOffer(
        zone({ tier: "premium", pages: { StartPage: start, StatusPage: [{ type: "StatusTitle" }] } }),
      ),
    ).toMatchObject([{ check: "reset", pointer: "/pages/StatusPage", message: /no ResetSession/ }]);
    expect(
      checkResetOffer(zone({ tier: "premium", pages: { StartPage: [{ type: "FreeCard" }] } })),
    ).toMatchObject([{ pointer: "/pages", message: /needs a StatusPage/ }]);
    const withReset = { StartPage: start, StatusPage: [{ type: "ResetSession" }] };
    expect(checkResetOffer(zone({ tier: "premium", pages: withReset }))).toEqual([]);
    const voucherOnly = { StartPage: [{ type: "StoreLink" }], StatusPage: [{ type: "StatusTitle" }] };
    expect(checkResetOffer(zone({ tier: "premium-cc", pages: voucherOnly }))).toEqual([]);
  });

  it("a cruise zone needs the cruise pages the schema knows", () => {
    const problems = checkTierNeeds(zone({ tier: "cruise", pages: { StartPage: [] } }));
    expect(problems.map((p) => p.pointer)).toEqual(["/pages/Store", "/pages/PurchaseComplete"]);
  });

  it("a StoreLink needs a Store page, and a BackLink's page-valued prop is checked", () => {
    const problems = checkPageLinks(
      zone({ pages: { StartPage: [{ type: "StoreLink" }, { type: "BackLink", to: "Store" }] } }),
    );
    expect(problems.map((p) => p.pointer)).toEqual(["/pages/StartPage/0/type", "/pages/StartPage/1/to"]);
  });
});

describe("helpers", () => {
  it("finds the name a typo meant, and nothing for a stranger", () => {
    expect(closest("Welcomeheading", ["WelcomeHeading", "TrialLink"])).toBe("WelcomeHeading");
    expect(closest("TrailLink", ["WelcomeHeading", "TrialLink"])).toBe("TrialLink");
    expect(closest("Carousel", ["WelcomeHeading", "TrialLink"])).toBeUndefined();
  });

  it("accepts https and site-relative links only", () => {
    for (const ok of ["https://onboard.example/", "/contact", "/"]) expect(linkProblem(ok)).toBeUndefined();
    for (const bad of [
      "javascript:x",
      "JAVA\nSCRIPT:x",
      "data:x",
      "http://a.example/",
      "//a.example",
      "ftp://a",
      "contact",
      "https://",
    ])
      expect(linkProblem(bad), bad).toBeDefined();
  });

  it("offers a readable shade for a low-contrast primary", () => {
    expect(readableContrast("#314e92")).toBeGreaterThanOrEqual(4.5);
    const fix = nearestReadable("#808080");
    expect(readableContrast(fix)).toBeGreaterThanOrEqual(4.5);
  });

  it("the dev index names a layout that no zone id serves", () => {
    const z = {
      file: "/m/op/a.json",
      chain: [],
      assetDirs: {},
      manifest: { zonePrefix: "op/a", tier: "open", locales: ["en"], pages: { StartPage: [] } },
    };
    expect(zoneIndexHtml({ zones: [z], problems: [], routes: { StartPage: "/start" } })).toContain(
      "no zone id serves this layout",
    );
  });
});
