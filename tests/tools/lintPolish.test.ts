import { utimesSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import manifestSchema from "../../schemas/manifest.schema.json" with { type: "json" };
import { explainZoneId } from "../../fleet/lint/explainZoneId.ts";
import { lintFleet } from "../../fleet/lint/lintFleet.ts";
import { editorDiagnostics } from "./editorDiagnostics.ts";
import { copyFleet, type FleetCopy } from "./fleetCopy.ts";

let fleet: FleetCopy | undefined;
afterEach(() => fleet?.remove());

const VESSEL = "manifests/gangnet/aurora.json";
const vessel = (body: object) =>
  `${JSON.stringify({ $schema: "../../schemas/manifest.schema.json", extends: "operator.json", ...body }, null, 2)}\n`;
const messages = async (text: string) =>
  (await editorDiagnostics(VESSEL, text)).map((d) =>
    typeof d.message === "string" ? d.message : d.message.value,
  );
const problemsOf = (copy: FleetCopy, file: string) =>
  lintFleet({ root: copy.root }).problems.filter((p) => p.file.endsWith(file));

describe("in the editor (VS Code's JSON language service, .vscode/settings.json's schemas)", () => {
  it("a vessel that overrides only brand.colors.primary gets no 'missing property body'", async () => {
    expect(await messages(vessel({ brand: { colors: { primary: "#1d3f7a" } } }))).toEqual([]);
  });

  it("an unknown widget type lists the allowed types, not one of them", async () => {
    const found = await messages(vessel({ pages: { StartPage: [{ type: "WelcomeHeadin" }] } }));
    const list = found.find((m) => m.startsWith("Value is not accepted. Valid values:"));
    expect(list).toContain('"WelcomeHeading", "TrialLink"');
    expect(list).toContain('"PurchasedVouchers"');
    expect(found.join("\n")).not.toMatch(/Value must be "WelcomeHeading"/);
    // the list the editor shows is the node types the engine knows, kept in step with the oneOf
    const node = manifestSchema.definitions.Node;
    expect(node.properties.type.enum).toEqual(node.oneOf.map((r) => r.$ref.split("/").pop()));
  });

  it("a bad zone id gets a sentence, not a regular expression", async () => {
    const found = await messages(vessel({ zones: [{ zoneId: "Aurora_1" }] }));
    expect(found.join("\n")).toMatch(
      /only lower-case letters a-z, digits and hyphens are allowed.*"balticstar-aurora"/,
    );
    expect(found.join("\n")).not.toMatch(/\^\[/);
  });

  it("a bad e-mail gets a sentence, not a regular expression", async () => {
    const found = await messages(vessel({ supportEmail: "crew-help@nordlinjen" }));
    expect(found.join("\n")).toMatch(/write a full one such as wifi-support@operator\.example/);
    expect(found.join("\n")).not.toMatch(/\^\[/);
  });
});

describe("the lint", () => {
  it("checks required fields on the merged zone: a colour missing in the whole chain is reported", () => {
    fleet = copyFleet();
    const parent = fleet.read(fleet.parent);
    delete parent.brand.colors.body;
    fleet.write(fleet.parent, parent);
    const zone = fleet.read(fleet.zone);
    zone.brand = { colors: { primary: "#1d3f7a" } };
    fleet.write(fleet.zone, zone);
    expect(problemsOf(fleet, fleet.zone.split("/").pop() as string).map((p) => p.message)).toContain(
      'missing required field "body"',
    );
  });

  it("says an unknown widget type once, with the nearest type", () => {
    fleet = copyFleet();
    const zone = fleet.read(fleet.zone);
    zone.pages.StartPage[0].type = "WelcomeHeadin";
    fleet.write(fleet.zone, zone);
    const found = problemsOf(fleet, fleet.zone.split("/").pop() as string);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      message: 'unknown widget type "WelcomeHeadin"',
      hint: /did you mean "WelcomeHeading"/,
    });
  });

  it("reports a duplicate zonePrefix on the newcomer (the file changed last), not on the vessel in service", () => {
    fleet = copyFleet();
    const original = fleet.zone;
    const zone = fleet.read(original);
    // "aa-" sorts before the original: the path alone would blame the vessel in service
    const newcomer = join(original, "..", "aa-newcomer.json");
    fleet.write(newcomer, zone);
    const old = new Date(Date.now() - 3_600_000);
    utimesSync(original, old, old);
    const found = lintFleet({ root: fleet.root }).problems.filter((p) => p.pointer === "/zonePrefix");
    expect(found).toHaveLength(1);
    expect(found[0]?.file).toBe(newcomer);
    expect(found[0]?.message).toMatch(/already used by .*\.json/);
    expect(found[0]?.hint).toMatch(/aa-newcomer"/);
  });

  it("suggests the nearest file for a mistyped extends target and brand asset", () => {
    fleet = copyFleet();
    const zone = fleet.read(fleet.zone);
    zone.extends = "operatr.json";
    fleet.write(fleet.zone, zone);
    const parent = fleet.read(fleet.parent);
    parent.brand.logo = "logo.sv";
    fleet.write(fleet.parent, parent);
    const problems = lintFleet({ root: fleet.root }).problems;
    expect(problems.find((p) => p.pointer === "/extends")).toMatchObject({
      message: /operatr\.json does not exist/,
      hint: 'did you mean "operator.json"?',
    });
    expect(problems.find((p) => p.pointer === "/brand/logo")).toMatchObject({
      message: 'logo file "logo.sv" does not exist',
      hint: 'did you mean "logo.svg"?',
    });
  });

  it("answers a // comment with where a note can go instead", () => {
    fleet = copyFleet();
    const text = JSON.stringify(fleet.read(fleet.zone), null, 2).replace("{", "{\n  // our new ship");
    fleet.writeText(fleet.zone, text);
    const [problem] = problemsOf(fleet, fleet.zone.split("/").pop() as string);
    expect(problem).toMatchObject({ line: 2, column: 3, hint: /no comments.*"\$comment"/ });
    // and the note's place is valid
    fleet.writeText(fleet.zone, text.replace("// our new ship", '"$comment": "our new ship",'));
    expect(lintFleet({ root: fleet.root }).problems).toEqual([]);
  });

  it("says why an e-mail address is not one", () => {
    fleet = copyFleet();
    const zone = fleet.read(fleet.zone);
    zone.supportEmail = "crew-help@nordlinjen";
    fleet.write(fleet.zone, zone);
    const [problem] = problemsOf(fleet, fleet.zone.split("/").pop() as string);
    expect(problem).toMatchObject({
      pointer: "/supportEmail",
      message:
        '"crew-help@nordlinjen" is not an e-mail address: the domain "nordlinjen" has no top-level part such as .com',
      hint: /wifi-support@operator\.example/,
    });
  });

  it("says what a zone id may hold, with an example and the id it probably meant", () => {
    fleet = copyFleet();
    const zone = fleet.read(fleet.zone);
    zone.zones = [{ zoneId: "Baltic Star_Aurora" }];
    fleet.write(fleet.zone, zone);
    const found = problemsOf(fleet, fleet.zone.split("/").pop() as string);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      pointer: "/zones/0/zoneId",
      line: fleet.lineOf(fleet.zone, "Baltic Star_Aurora"),
      message:
        'zone id "Baltic Star_Aurora" has upper-case letters (B, S, A), a space and "_"; only lower-case letters a-z, digits and hyphens are allowed, 2 to 64 of them, starting with a letter or digit (e.g. "balticstar-aurora")',
      hint: /^did you mean "baltic-star-aurora"\? the gateway sends the zone id as \?zoneId=…/,
    });
    // the other ways to miss the rule are each named, never as the schema's regular expression
    expect(explainZoneId("a").message).toMatch(/^zone id "a" is 1 character long; only lower-case/);
    expect(explainZoneId("-aurora")).toMatchObject({
      message: /^zone id "-aurora" starts with a hyphen;/,
      hint: /^did you mean "aurora"\?/,
    });
    expect(explainZoneId("x".repeat(65)).message).toMatch(/is 65 characters long/);
    expect(explainZoneId("Ålandsfärjan").hint).toMatch(/^did you mean "alandsfarjan"\?/);
  });

  it("does not count an operator file that does not parse as a zone", () => {
    fleet = copyFleet();
    const before = lintFleet({ root: fleet.root }).zoneFiles;
    fleet.writeText(fleet.parent, `{,${JSON.stringify(fleet.read(fleet.parent)).slice(1)}`);
    const after = lintFleet({ root: fleet.root });
    expect(after.problems.some((p) => p.file === fleet?.parent && /invalid JSON/.test(p.message))).toBe(true);
    expect(after.zoneFiles).toBe(before);
  });
});
