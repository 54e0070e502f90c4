// The full-page screenshots some suites take of what they checked are for a person to look at
// (E2E_SCREENSHOTS=1 takes them): no check reads them, and taken in every run they cost the
// browser a sixth of the fleet pages' CPU. A failing test still gets its screenshot
// (playwright.config.ts: screenshot "only-on-failure").
export const screenshotsWanted = process.env.E2E_SCREENSHOTS === "1";
