import { existsSync } from "node:fs";

// Debian's Chromium (no Playwright browser download is possible here), as its headless shell
// (apt: chromium-headless-shell): the same Blink and V8 without the full browser's UI process
// and GPU process, which Playwright itself uses for headless runs. On two cores the full browser's
// own processes took more CPU than the pages (browser 105 s, GPU 25 s, renderers 47 s of one
// sample); flows-status and flows-voucher ran in 49 s instead of 114 s. The flags keep it from
// reaching for Google's services on a closed network.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
// the full browser where apt could not add the shell (tools/ensure-install.mjs says so)
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
