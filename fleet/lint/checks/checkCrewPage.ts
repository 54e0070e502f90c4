import type { RawProblem, ZoneContext } from "../problem.ts";
import { isObject, walkNodes } from "../walkNodes.ts";

// the spec's crew page (portal-spec section 1 and "Crew start"): a feedback mail link and a note on
// the limited satellite capacity on the start page, and the note to keep the code on iOS (the
// captive browser forgets it) on a page that takes or shows the code
const SPEC = "the spec's crew page shows the support mail link, the satellite note and the iOS note";
const TAKES_CODE = new Set(["VoucherForm", "VoucherField", "VoucherCodeBox"]);

/** A crew zone carries the crew widgets the spec gives every crew variant. */
export function checkCrewPage({ zone }: ZoneContext): RawProblem[] {
  const { manifest } = zone;
  if (manifest.tier !== "crew") return [];
  const nodes = walkNodes(manifest);
  const start = nodes.filter((n) => n.page === "StartPage");
  const has = (list: typeof nodes, type: string, topic?: string) =>
    list.some(({ node }) => node.type === type && (topic === undefined || node.topic === topic));
  const problems: RawProblem[] = [];
  const pages = isObject(manifest.pages) ? manifest.pages : {};
  if (!Array.isArray(pages.StartPage)) return problems; // the schema's finding
  if (!has(start, "SupportMail"))
    problems.push({
      check: "crew",
      pointer: "/pages/StartPage",
      message: "a crew start page needs the support mail link",
      hint: `add { "type": "SupportMail" } to pages.StartPage (it writes to supportEmail): ${SPEC}`,
    });
  if (!has(start, "InfoNote", "satellite"))
    problems.push({
      check: "crew",
      pointer: "/pages/StartPage",
      message: "a crew start page needs the note on limited satellite capacity",
      hint: `add { "type": "InfoNote", "topic": "satellite" } to pages.StartPage: ${SPEC}`,
    });
  if (!has(nodes, "InfoNote", "ios")) {
    // where a code is typed or shown, else the start page
    const page = nodes.find(({ node }) => TAKES_CODE.has(String(node.type)))?.page ?? "StartPage";
    problems.push({
      check: "crew",
      pointer: `/pages/${page}`,
      message: "a crew zone needs the note to keep the voucher or access code on iOS",
      hint: `add { "type": "InfoNote", "topic": "ios" } to pages.${page}, where the code is typed or shown: ${SPEC}`,
    });
  }
  return problems;
}
