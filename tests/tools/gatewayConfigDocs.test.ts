import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { gatewayConfig } from "../../fleet/gateway/gatewayConfig.ts";
import type { GatewaySide } from "../../fleet/gateway/GatewaySide.ts";
import { README_EXAMPLES } from "./gatewayReadmeExamples.ts";

// Issue 32: the README's gateway examples are `npm run gateway -- config`'s own output for the
// example zones (fleet/gateway/gatewayConfig.ts), not text kept beside it by hand
// the code blocks that follow `<!-- gateway-config NAME -->` up to the next blank line after one
function blocksAfter(readme: string, name: string): string[] {
  const at = readme.indexOf(`<!-- gateway-config ${name} -->`);
  if (at < 0) throw new Error(`${HOW_TO[name]} has no <!-- gateway-config ${name} -->`);
  const end = readme.indexOf("<!-- /gateway-config -->", at);
  return [...readme.slice(at, end).matchAll(/```[a-z]*\n([\s\S]*?)```/g)].map((m) => m[1] as string);
}

// each gateway's how-to guide
const HOW_TO: Record<string, string> = {
  coovachilli: "docs/how-to/coovachilli.md",
  mikrotik: "docs/how-to/mikrotik.md",
  freeradius: "docs/how-to/freeradius-front.md",
};

describe("the how-to guides' gateway examples", () => {
  it.each(Object.keys(README_EXAMPLES))("%s is what npm run gateway -- config prints", (name) => {
    const readme = readFileSync(HOW_TO[name] ?? `docs/how-to/${name}.md`, "utf8");
    const sections = gatewayConfig(README_EXAMPLES[name] as GatewaySide);
    const wanted =
      name === "freeradius" ? sections.slice(-1) : sections.filter((s) => !s.title.startsWith("FreeRADIUS"));
    expect(blocksAfter(readme, name)).toEqual(wanted.map((s) => s.text));
  });
});
