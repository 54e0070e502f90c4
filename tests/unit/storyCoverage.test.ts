import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const widgets = readdirSync(join(root, "widgets"))
  .filter((file) => file.endsWith(".tsx"))
  .map((file) => basename(file, ".tsx"));

// every widget must be shown (and axe-checked) in Storybook: stories/<Widget>.stories.tsx
describe("story coverage", () => {
  it("finds the widgets", () => {
    expect(widgets.length).toBeGreaterThan(0);
  });

  it.each(widgets)("%s has a stories file with autodocs and a description", (name) => {
    const file = join(root, "stories", `${name}.stories.tsx`);
    expect(existsSync(file), `missing stories/${name}.stories.tsx`).toBe(true);
    const source = readFileSync(file, "utf8");
    expect(source, "must render the widget itself").toContain(`from "../widgets/${name}.tsx"`);
    expect(source, 'needs tags: ["autodocs"]').toMatch(/tags:\s*\[[^\]]*"autodocs"/);
    expect(source, "needs a one-line parameters.docs.description.component").toMatch(
      /description:\s*\{\s*component:/,
    );
  });
});
