import { describe, expect, it } from "vitest";
import { BANNERS } from "../../../steps/banners.ts";
import { bannerMessage, formMessage } from "../../../engine/flows/formMessages.ts";

// the step machines name banners by catalogue id (steps/banners.ts); the browser words each one
describe("the step machines' banners", () => {
  it.each(Object.values(BANNERS))("%s has the browser's words", (id) => {
    expect(formMessage(id)?.id).toBe(id);
    expect(bannerMessage(id).id).toBe(id);
  });
});
