import { describe, expect, it } from "vitest";
import { initialErrors } from "../../engine/flows/formMessages.ts";

// a page the server drew arrives with its banners: catalogue ids, worded by the catalogue, or the
// property-management system's answer as received (the cruise login drawn without the script)
describe("initialErrors", () => {
  it("words a catalogue id, shows a received text as is, and drops an id no flow pushes", () => {
    const received = "We could not find a booking with these details.";
    const errors = initialErrors(["cruise.error.unknown", received, "no.such-id"]);
    expect(errors.map((e) => e.key)).toEqual(["cruise.error.unknown", received]);
    expect(errors[1]?.message).toBe(received);
    expect(typeof errors[0]?.message).toBe("object");
  });
});
