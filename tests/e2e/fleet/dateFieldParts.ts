import type { Page } from "@playwright/test";

export type DatePart = "year" | "month" | "day";

/**
 * The parts of the focused date field in the order it shows them (mm/dd/yyyy, dd.mm.yyyy…),
 * which follows the browser's own language, not the page's: read from the accessibility tree,
 * where each part is a spin button, told apart by its range (month 1–12, day 1–31).
 */
export async function dateFieldParts(page: Page): Promise<DatePart[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send("Runtime.evaluate", { expression: "document.activeElement" });
    const { nodes } = await cdp.send("Accessibility.queryAXTree", {
      objectId: result.objectId,
      role: "spinbutton",
    });
    return nodes.map((node) => {
      const max = Number(node.properties?.find((p) => p.name === "valuemax")?.value.value);
      return max > 31 ? "year" : max <= 12 ? "month" : "day";
    });
  } finally {
    await cdp.detach();
  }
}
