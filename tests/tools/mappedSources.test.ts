import { describe, expect, it } from "vitest";
import { mappedSources } from "../../tools/bench/mappedSources.ts";

// a source map written by hand: "ab" from x.ts then y.ts, then "cdef" from x.ts up to an unmapped
// segment at column 2 (base64 VLQ: A 0, C +1, D -1, E +2; a long value continues over digits ≥ 32)
const MAP = { sources: ["x.ts", "y.ts"], mappings: "AAAA,CCAA;ADAA,E" };

describe("the source of each stretch of a built file", () => {
  it("runs each segment to the next one or its line's end, and leaves unmapped text to none", () => {
    expect(mappedSources("ab\ncdef", MAP)).toEqual([
      { from: 0, to: 1, source: "x.ts" },
      { from: 1, to: 2, source: "y.ts" },
      { from: 3, to: 5, source: "x.ts" },
    ]);
  });

  it("reads a column past 15 (a number over more than one base64 digit)", () => {
    // gB: g is 32 (0, continued), B is 1 << 5: 32, the sign bit clear, so column +16
    const code = "a".repeat(20);
    expect(mappedSources(code, { sources: ["z.ts"], mappings: "AAAA,gBAAA" })).toEqual([
      { from: 0, to: 16, source: "z.ts" },
      { from: 16, to: 20, source: "z.ts" },
    ]);
  });
});
