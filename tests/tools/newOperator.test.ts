import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { lintFleet } from "../../fleet/lint/lintFleet.ts";
import { NewOperatorError, newOperator } from "../../tools/new-operator/newOperator.ts";
import { legalTexts } from "../../tools/new-operator/legalTexts.ts";
import { initials } from "../../tools/new-operator/placeholderLogo.ts";
import { newVessel } from "../../tools/new-vessel/newVessel.ts";
import { copyFleet, type FleetCopy } from "./fleetCopy.ts";
import { scaled } from "../timeoutFactor.ts";

const NODE = resolve("node_modules/.bin/node");
const CLI = resolve("tools/new-operator/new-operator.ts");
let fleet: FleetCopy | undefined;
afterEach(() => fleet?.remove());

const BALTIC = { operator: "balticstar", name: "Baltic Star Line", primary: "#0b6e4f", body: "#f4f5f7" };

describe("new-operator", () => {
  it("writes an operator file, a placeholder logo and the legal texts, which lint clean and carry a vessel", () => {
    fleet = copyFleet();
    const root = fleet.root;
    const { file, problems } = newOperator({
      ...BALTIC,
      locales: ["en", "sv"],
      browse: "https://onboard.balticstar.example/",
      root,
    });
    expect(problems).toEqual([]);
    const manifest = JSON.parse(readFileSync(file, "utf8"));
    expect(manifest).toMatchObject({
      abstract: true,
      locales: ["en", "sv"],
      brand: { name: "Baltic Star Line", logo: "logo.svg", colors: { primary: "#0b6e4f", body: "#f4f5f7" } },
      links: { browse: "https://onboard.balticstar.example/" },
    });
    // what /policies, /gdpr and /contact show (LegalRoute reads texts["legal.<kind>"]), in each language
    for (const key of ["legal.terms", "legal.privacy", "legal.contact"])
      expect(Object.keys(manifest.texts[key])).toEqual(["en", "sv"]);
    expect(manifest.texts["legal.privacy"].en).toContain("Baltic Star Line");
    const logo = readFileSync(join(root, "balticstar", "logo.svg"), "utf8");
    expect(logo).toContain('fill="#0b6e4f"');
    expect(logo).toContain(">BS<");
    expect(logo.length).toBeLessThan(1024);
    const vessel = newVessel({ operator: "balticstar", vessel: "aurora", tier: "premium", root });
    expect(vessel.problems).toEqual([]);
    expect(lintFleet({ root }).problems).toEqual([]);
  });

  it("writes the Swedish genitive as Swedish does: no s after a name ending in s, x or z", () => {
    const terms = (name: string) => legalTexts(name, ["sv"])["legal.terms"]?.sv;
    expect(terms("North Sea Ferries")).toMatch(/^North Sea Ferries wifi ombord /);
    expect(terms("Baltic Star Line")).toMatch(/^Baltic Star Lines wifi ombord /);
    expect(terms("Nordex")).toMatch(/^Nordex wifi ombord /);
  });

  it("refuses a primary colour under 4.5:1 (the lint's rule, with its nearest shade) and writes nothing", () => {
    fleet = copyFleet();
    const { dir, problems } = newOperator({
      ...BALTIC,
      primary: "#777777",
      locales: ["en"],
      root: fleet.root,
    });
    expect(problems.map((p) => p.hint)).toContain("the nearest readable shade is #757575");
    expect(existsSync(dir)).toBe(false);
  });

  it("never overwrites a folder and refuses a bad folder name", () => {
    fleet = copyFleet();
    const root = fleet.root;
    expect(() => newOperator({ ...BALTIC, operator: "gangnet", locales: ["en"], root })).toThrow(
      /exists already/,
    );
    expect(() => newOperator({ ...BALTIC, operator: "Baltic Star", locales: ["en"], root })).toThrow(
      NewOperatorError,
    );
  });

  it(
    "asks for what is missing when run in a terminal (util-linux script gives it one)",
    () => {
      fleet = copyFleet();
      const answers = "Baltic Star Line\n\n#0b6e4f\n\nen,sv\n\n\n";
      const run = spawnSync("script", ["-qec", `${NODE} ${CLI} --root ${fleet.root}`, "/dev/null"], {
        encoding: "utf8",
        input: answers,
      });
      expect(run.stdout).toMatch(/Folder under manifests\/ \[baltic-star-line\]/);
      expect(run.status).toBe(0);
      const manifest = JSON.parse(
        readFileSync(join(fleet.root, "baltic-star-line", "operator.json"), "utf8"),
      );
      expect(manifest).toMatchObject({ locales: ["en", "sv"], brand: { colors: { primary: "#0b6e4f" } } });
    },
    scaled(60_000),
  );

  it("takes initials from the first two words", () => {
    expect(initials("Baltic Star Line")).toBe("BS");
    expect(initials("kyma")).toBe("K");
    expect(initials("Ωκεανός Γραμμές")).toBe("ΩΓ");
  });

  it(
    "runs from the command line: --help, flags, and no prompts without a terminal",
    () => {
      fleet = copyFleet();
      const help = spawnSync(NODE, [CLI, "--help"], { encoding: "utf8" });
      expect(help.status).toBe(0);
      expect(help.stdout).toMatch(/--operator[\s\S]*--primary[\s\S]*--locales/);
      const noTty = spawnSync(NODE, [CLI, "--name", "Baltic Star Line"], { encoding: "utf8", input: "" });
      expect(noTty.status).toBe(2);
      expect(noTty.stderr).toMatch(/--operator and --name are required/);
      const args = [
        "--operator",
        "balticstar",
        "--name",
        "Baltic Star Line",
        "--locales",
        "en,sv,el",
        "--root",
        fleet.root,
      ];
      const made = spawnSync(NODE, [CLI, ...args], { encoding: "utf8" });
      expect(made.status).toBe(0);
      expect(made.stdout).toMatch(/wrote .*balticstar\/operator\.json and logo\.svg \(lint: clean\)/);
    },
    scaled(60_000),
  );
});
