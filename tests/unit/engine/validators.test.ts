import { describe, expect, it } from "vitest";
import { validateOpenZoneList } from "../../../engine/api/validators/validateOpenZoneList.gen.js";
import { validateStoreZone } from "../../../engine/api/validators/validateStoreZone.gen.js";

// the generated validators drop the schemas' annotations (title, description) to stay small;
// a property that happens to be called "description" is data and must still be checked
const item = { id: 1, name: "1 hour", description: "Up to 20 Mbit/s", grossAmount: 2900 };
const zone = { availableStoreItems: [item], currency: "SEK", currencyDecimals: 2, maxCheckoutItems: 1 };

describe("generated API validators", () => {
  it("accept an answer that matches its schema", () => {
    expect(validateStoreZone(zone)).toBe(true);
  });

  it("still check a property named like an annotation", () => {
    expect(validateStoreZone({ ...zone, availableStoreItems: [{ ...item, description: 5 }] })).toBe(false);
    const { description: _, ...withoutDescription } = item;
    expect(validateStoreZone({ ...zone, availableStoreItems: [withoutDescription] })).toBe(false);
  });

  it("refuse a value outside an enum and say where", () => {
    expect(validateOpenZoneList([{ id: 1, keyword: "free" }])).toBe(true);
    expect(validateOpenZoneList([{ id: 1, keyword: "forever" }])).toBe(false);
    expect(validateOpenZoneList.errors).toMatchObject([{ instancePath: "/0/keyword", keyword: "enum" }]);
  });
});
