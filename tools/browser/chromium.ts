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
// Measured for issue 45 and left out: none changed the CPU of a Playwright sample beyond the runs'
// own spread. Sample: flows-voucher, console-desk, round5-status-bar and no-script (55 tests, two
// workers, every process of the run sampled from /proc; load 42-78 from other runs), 84-95 CPU-s
// a run (the same flags differ that much from round to round): renderers 43 %, Playwright's
// workers 17 %, the browser process 16 %, the server 8 %, the GPU process 7 %. Each variant ran
// beside the unchanged flags at the same time, one pair per round: --js-flags=--max-lazy --no-opt
// --no-maglev -2.5 %; reducedMotion "reduce" -2 %; --disable-features=<Playwright's own list>,
// SpareRendererForSitePerProcess +3 % (renderer processes did not fall: 93 against 85; a
// --disable-features here also replaces Playwright's list instead of adding to it); that with the
// V8 flags and reduced motion -0.7 %; --in-process-gpu -1.5 % (the GPU process's work moves into
// the browser process); --disable-software-rasterizer +4 %. All 55 tests passed with each.
// The one steady sign: the renderers' own CPU fell in all four pairs with the V8 flags and/or
// reduced motion (-3 % to -12 %; renderers were 496 of ~1,800 CPU-s of a whole .ci/run), worth
// trying for the whole suite; not adopted untried there (--no-opt also changes what a page costs).
