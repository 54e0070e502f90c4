import type { TestModePluginOptions } from "./testModePlugin.ts";

export class TestModeRefused extends Error {}

/**
 * TEST_MODE and FAKE_REDIRECTS refuse a production-looking configuration, as the payment sandbox
 * does (sandboxGuard.ts), and with no way around it: /api/test/bind binds any browser to any
 * device, /api/test/device mints vouchers, and the accounting twin drains anyone's allowance.
 */
export function testModeGuard(options: TestModePluginOptions, signals: readonly string[]): void {
  const flags = [options.on && "TEST_MODE", options.fakeRedirects && "FAKE_REDIRECTS"].filter(Boolean);
  if (flags.length === 0) return;
  if (signals.length === 0) return;
  throw new TestModeRefused(
    `refusing to start with ${flags.join(" and ")} in a production-looking configuration (${signals.join("; ")}): ` +
      "its routes bind any browser to any device, mint vouchers and spend anyone's allowance; unset it",
  );
}
