import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { expect, test, uniqueMac } from "./fixtures.ts";
import { expectNoAxeViolations } from "./fleet/a11y.ts";
import { asDevice, DEVICE, fleetMac, openAt } from "./passengerFleet.ts";
import { putDevice } from "./states/putDevice.ts";
import { LOCALES, words } from "./passengerWords.ts";

// Issue 40, a low: the status bar reads the spec's two states only ('connected session' green,
// 'expired session' amber; section 2), and stands in a landmark of its own (axe's `region`, a
// best practice the WCAG tags of fleet/a11y.ts leave out, so asked for here by name)
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

async function regionViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(c: Document, o: object): Promise<{ violations: { nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: "rule", values: ["region"] } });
    return result.violations.flatMap((v) => v.nodes.map((n) => n.target.join(" ")));
  });
}

for (const locale of LOCALES)
  test(`${locale}: a connected session's bar is a named landmark, and the page has no content outside one`, async ({
    page,
  }) => {
    const mac = fleetMac("thalassa", DEVICE.connected);
    await asDevice(page, "thalassa", mac);
    await openAt(page, "thalassa", mac, "/status", `&lang=${locale}`);
    const bar = page.getByRole("navigation", { name: words(locale, "statusbar.label") });
    await expect(bar.getByRole("link", { name: words(locale, "statusbar.connected") })).toBeVisible();
    expect(await regionViolations(page)).toEqual([]);
    await expectNoAxeViolations(page, `the status page in ${locale}`);
  });

test("a used-up session's bar reads 'Expired session'", async ({ page }) => {
  const mac = fleetMac("thalassa", DEVICE.usedUp);
  await asDevice(page, "thalassa", mac);
  await openAt(page, "thalassa", mac, "/status");
  await expect(page.getByRole("navigation", { name: "Session status" })).toHaveText("Expired session");
});

test("a session neither connected nor used up has no bar (the spec names no third state)", async ({
  page,
}) => {
  const mac = uniqueMac();
  await putDevice(page, "gn-premium-demo", mac, { access: "voucher", accessControllerAuthed: false });
  await page.goto(`/status?mac=${mac}&zoneId=gn-premium-demo`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not connected");
  await expect(page.locator(".gw-status-bar")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Session status" })).toHaveCount(0);
});
