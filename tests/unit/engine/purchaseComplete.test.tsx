// @vitest-environment jsdom
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { messages } from "../../../locales/en/messages.po";
import { PurchaseComplete } from "../../../widgets/PurchaseComplete.tsx";

import type { PurchaseCompleteProps } from "../../../widgets/PurchaseComplete.tsx";

const i18n = setupI18n();

// the voucher dialogs closed: only the page itself is under test
const dialogs = { step: "idle", termsAccepted: false } as unknown as PurchaseCompleteProps;

function show(title: string, duration: number, durationUnit: "hours" | "days") {
  render(
    <I18nProvider i18n={i18n}>
      <PurchaseComplete
        {...dialogs}
        title={title}
        duration={duration}
        durationUnit={durationUnit}
        voucherCode="ABCD1234"
        onActivate={() => {}}
      />
    </I18nProvider>,
  );
  return screen.getByText(title, { exact: false }).closest("p")?.textContent;
}

beforeEach(() => i18n.loadAndActivate({ locale: "en", messages }));
afterEach(cleanup);

describe("purchase complete", () => {
  it("does not say the duration twice when the package's title already says it", () => {
    expect(show("Wi-Fi 1 hour", 1, "hours")).toBe("Wi-Fi 1 hour");
  });

  it("adds the duration when the title does not say it", () => {
    expect(show("Voyage package", 7, "days")).toBe("Voyage package · 7 days");
  });
});
