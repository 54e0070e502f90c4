import { checkSection, FLAG, flagOf } from "../env/checkEnv.ts";
import type { EnvSection } from "../env/EnvSection.ts";
import type { TestModePluginOptions } from "./testModePlugin.ts";

export const TEST_MODE_ENV = {
  TEST_MODE: {
    rule: FLAG,
    unset: "off",
    text: "adds `POST /api/test/reset`, `/api/test/device`, `/api/test/voucher`, `/api/test/bind`, `/api/test/bypass/close`, `/api/test/cruise/release` and the POST twins of the access controller; refused in a production-looking configuration ([simulators and test mode](simulators-and-test-mode.md))",
  },
  FAKE_REDIRECTS: {
    rule: FLAG,
    unset: "off",
    text: "settings say `testMode: true`: the portal POSTs the twins instead of redirecting (adds them); refused in a production-looking configuration",
  },
} satisfies EnvSection;

/** TEST_MODE and FAKE_REDIRECTS; a wrong one throws ServerEnvError. */
export function readTestModeEnv(env: NodeJS.ProcessEnv): TestModePluginOptions {
  const raw = checkSection<{ TEST_MODE?: string; FAKE_REDIRECTS?: string }>(TEST_MODE_ENV, env);
  return { on: flagOf(raw.TEST_MODE, false), fakeRedirects: flagOf(raw.FAKE_REDIRECTS, false) };
}
