const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

// one segment of a source map's mappings: base64 VLQ numbers, each relative to the one before
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

export interface Span {
  from: number;
  to: number;
  source: string;
}

/**
 * The source each stretch of a generated file came from, by its source map (version 3): a segment
 * runs to the next one on its line, or to the line's end. Offsets are into the generated text.
 */
export function mappedSources(code: string, map: { sources: string[]; mappings: string }): Span[] {
  const spans: Span[] = [];
  let lineStart = 0;
  let sourceIndex = 0;
  const lines = code.split("\n");
  map.mappings.split(";").forEach((line, i) => {
    const lineLength = lines[i]?.length ?? 0;
    let column = 0;
    let open: { from: number; source: string } | null = null;
    for (const segment of line.split(",").filter(Boolean)) {
      const [dColumn = 0, dSource] = decodeSegment(segment);
      column += dColumn;
      if (open) spans.push({ ...open, to: lineStart + column });
      open = null;
      if (dSource === undefined) continue;
      sourceIndex += dSource;
      open = { from: lineStart + column, source: map.sources[sourceIndex] ?? "" };
    }
    if (open) spans.push({ ...open, to: lineStart + lineLength });
    lineStart += lineLength + 1;
  });
  return spans.filter((s) => s.to > s.from);
}
