import { DEMO_ZONE, expect, test, uniqueMac } from "./fixtures.ts";
import { expectNoAxeViolations } from "./fleet/a11y.ts";
import { zonesMissingFromDemoFleet } from "./fleet/fleetZones.ts";

// written once, run over the fleet: a new manifest in the demo fleet is covered without new test code.
// Every page of every zone in every locale is checked (axe, the fit at 320, 360 and 1280 px, forms,
// CSP) by the pointer run of fleet-main-path.spec.ts before its path, in the browser that run opens
// anyway (tests/e2e/fleet/expectPagesFit.ts): here, what that walk does not reach.

test("every zone of manifests/ is in the demo fleet", () => {
  expect(zonesMissingFromDemoFleet()).toEqual([]);
});

test(`an error banner and an open modal are accessible too`, async ({ page }) => {
  await page.goto(`/?mac=${uniqueMac()}&zoneId=${DEMO_ZONE}`);
  await page.goto("/login/voucher");
  await page.getByLabel("Voucher code").fill("ab");
  await page.getByRole("button", { name: "Activate" }).click();
  await expect(page.getByText("Invalid voucher code")).toBeVisible();
  await expectNoAxeViolations(page, "voucher page with an error banner");
  await page.getByLabel("Voucher code").fill("TEST0004");
  await page.getByRole("button", { name: "Activate" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Connect" }).click();
  await expect(page.getByRole("dialog").getByText("Please accept the terms to continue")).toBeVisible();
  await expectNoAxeViolations(page, "terms modal with the required marker");
});
