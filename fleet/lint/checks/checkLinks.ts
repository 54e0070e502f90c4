import type { JsonObject } from "../../manifests/mergeManifests.ts";
import type { RawProblem, ZoneContext } from "../problem.ts";
import { isObject, walkNodes } from "../walkNodes.ts";

// browsers drop tabs, newlines and leading spaces in a URL, so "java\tscript:" is still a script
const normalise = (link: string) =>
  [...link]
    .filter((c) => c.charCodeAt(0) > 0x20)
    .join("")
    .toLowerCase();
const SCHEME = /^[a-z][a-z0-9+.-]*:/;
// JSON quoting shows a hidden tab or newline instead of printing it
const show = (link: string) => JSON.stringify(link.length > 60 ? `${link.slice(0, 57)}...` : link);
const FIX = "use an https:// URL or a site-relative path such as /contact";

/** Why a link is refused, or undefined when it is https:// or site-relative. */
export function linkProblem(link: string): { message: string; hint: string } | undefined {
  const plain = normalise(link);
  if (plain.startsWith("javascript:") || plain.startsWith("vbscript:"))
    return { message: `script link ${show(link)} would run code in the portal`, hint: FIX };
  if (plain.startsWith("data:"))
    return { message: `data: link ${show(link)} can carry a whole page`, hint: FIX };
  if (plain.startsWith("http://"))
    return {
      message: `http:// link ${show(link)} leaves the portal unencrypted`,
      hint: `use ${link.trim().replace(/^http:/i, "https:")}`,
    };
  if (plain.startsWith("//"))
    return { message: `protocol-relative link ${show(link)} goes to another host`, hint: FIX };
  if (plain.startsWith("https://"))
    return URL.canParse(link) && !/\s/.test(link)
      ? undefined
      : { message: `${show(link)} is not a valid URL`, hint: FIX };
  if (SCHEME.test(plain)) return { message: `${show(link)} is not an https:// link`, hint: FIX };
  if (!link.startsWith("/") || /\s/.test(link))
    return { message: `${show(link)} is neither https:// nor site-relative`, hint: FIX };
  return undefined;
}

// outside `links` and Link-typed props, a string is checked when it carries a URL scheme;
// prose such as "Note: …" does not, so texts and labels are left alone
const URLISH = /^(javascript|vbscript|data|https?|ftp|file|blob):|^\/\//;
const SKIP = new Set(["$schema", "extends", "texts", "brand", "pages", "links"]);

function strings(value: unknown, pointer: string, out: { pointer: string; link: string }[]) {
  if (typeof value === "string" && URLISH.test(normalise(value))) out.push({ pointer, link: value });
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) strings(v, `${pointer}/${i}`, out);
  else if (isObject(value)) for (const [k, v] of Object.entries(value)) strings(v, `${pointer}/${k}`, out);
}

/** Every link in `links`, in widget nodes and anywhere else is https:// or site-relative. */
export function checkLinks({ zone, schema }: ZoneContext): RawProblem[] {
  const manifest: JsonObject = zone.manifest;
  const found: { pointer: string; link: string }[] = [];
  if (isObject(manifest.links))
    for (const [key, link] of Object.entries(manifest.links))
      if (typeof link === "string") found.push({ pointer: `/links/${key}`, link });
  for (const { node, pointer } of walkNodes(manifest)) {
    const props = schema.nodes.get(String(node.type)) ?? {};
    for (const [key, value] of Object.entries(node)) {
      if (key === "type") continue;
      if (typeof value === "string" && props[key]?.["x-ref"] === "Link")
        found.push({ pointer: `${pointer}/${key}`, link: value });
      else strings(value, `${pointer}/${key}`, found);
    }
  }
  for (const [key, value] of Object.entries(manifest)) if (!SKIP.has(key)) strings(value, `/${key}`, found);
  return found.flatMap(({ pointer, link }) => {
    const problem = linkProblem(link);
    return problem ? [{ check: "links", pointer, ...problem }] : [];
  });
}
