import type { RawProblem, ZoneContext } from "../problem.ts";
import { isObject, walkNodes } from "../walkNodes.ts";

// node types that grant an open access without naming it by a `keyword` prop (they have one fixed)
export const IMPLICIT_OPEN_NODES = new Set(["FreeCard"]);

/**
 * A zone that grants an open access can reset: the backend runs open accesses in periods (the
 * reference server's free access does, and any open session may carry a reset method), so one of
 * its devices can be used up with reset available. Its status page must then offer the reset, or
 * the device is stuck: 'Expired session' and no way forward. Voucher-only zones never reset.
 */
export function checkResetOffer({ zone, schema }: ZoneContext): RawProblem[] {
  const { manifest } = zone;
  const nodes = walkNodes(manifest);
  const grantsOpen =
    nodes.some(
      ({ node }) =>
        IMPLICIT_OPEN_NODES.has(String(node.type)) ||
        typeof node.keyword === "string" ||
        schema.nodes.get(String(node.type))?.keyword !== undefined,
    ) ||
    // the zone's own server config, where it names its open accesses
    (Array.isArray(manifest.opens) && manifest.opens.length > 0);
  if (!grantsOpen) return [];
  const pages = isObject(manifest.pages) ? manifest.pages : {};
  if (!Array.isArray(pages.StatusPage))
    return [
      {
        check: "reset",
        pointer: "/pages",
        message: "a zone that grants open access needs a StatusPage with a ResetSession",
        hint: 'add pages.StatusPage with { "type": "ResetSession" } (it shows only when reset is available)',
      },
    ];
  if (nodes.some(({ page, node }) => page === "StatusPage" && node.type === "ResetSession")) return [];
  return [
    {
      check: "reset",
      pointer: "/pages/StatusPage",
      message: "this zone grants open access, which can reset, but its StatusPage has no ResetSession",
      hint: 'add { "type": "ResetSession" } to pages.StatusPage: it shows only when reset is available',
    },
  ];
}
