/**
 * What each brand image slot accepts. A header or banner is drawn full width, so a raster one must
 * be wide enough for a desktop screen and no wider than any screen needs; the aspect keeps the
 * reserved box (width/height on the page) the shape the layout was drawn for. An SVG is vector:
 * only its aspect counts.
 */
export interface ImageRule {
  minWidth?: number;
  maxWidth?: number;
  minHeight?: number;
  maxHeight?: number;
  minAspect?: number;
  maxAspect?: number;
}

export const IMAGE_RULES: Record<"logo" | "header" | "banner", ImageRule> = {
  logo: { maxWidth: 1024, maxHeight: 512 },
  header: { minWidth: 960, maxWidth: 3200, minHeight: 200, minAspect: 2, maxAspect: 5 },
  banner: { minWidth: 640, maxWidth: 3200, minHeight: 160, minAspect: 1.5, maxAspect: 4 },
};

/** What is wrong with an image of this size in this slot, in words; empty when nothing is. */
export function imageRuleProblems(
  rule: ImageRule,
  size: { format: string; width: number; height: number },
): string[] {
  const { width, height } = size;
  const problems: string[] = [];
  const aspect = width / height;
  if (rule.minAspect !== undefined && aspect < rule.minAspect)
    problems.push(`is ${width}×${height}, narrower than ${rule.minAspect}:1`);
  if (rule.maxAspect !== undefined && aspect > rule.maxAspect)
    problems.push(`is ${width}×${height}, wider than ${rule.maxAspect}:1`);
  if (size.format === "svg") return problems;
  if (rule.minWidth !== undefined && width < rule.minWidth)
    problems.push(`is ${width} px wide, under the ${rule.minWidth} px minimum`);
  if (rule.maxWidth !== undefined && width > rule.maxWidth)
    problems.push(`is ${width} px wide, over the ${rule.maxWidth} px maximum`);
  if (rule.minHeight !== undefined && height < rule.minHeight)
    problems.push(`is ${height} px high, under the ${rule.minHeight} px minimum`);
  if (rule.maxHeight !== undefined && height > rule.maxHeight)
    problems.push(`is ${height} px high, over the ${rule.maxHeight} px maximum`);
  return problems;
}
