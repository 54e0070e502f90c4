// The reference pages generated from the code that holds each fact (docs/reference/): the server's
// environment from the schema that checks it, the RADIUS attributes from the dictionary and the
// dialects, the API from the OpenAPI document, the manifest from its JSON Schema.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { GATEWAY_DIALECTS } from "../../fleet/gateway/gatewayDialects.ts";
import { dialectOf, ENVIRONMENT, STANDARD, VENDORS } from "../../server/operations.ts";

const banner = (source: string) =>
  `<!-- generated — do not edit. Source: ${source}; regenerate with \`npm run gen\`. -->\n`;
const cell = (text: string) => text.replaceAll("|", "\\|").replaceAll("\n", " ");

type Rule = {
  type?: string;
  minimum?: number;
  maximum?: number;
  enum?: string[];
  minLength?: number;
  says?: string;
  pattern?: string;
  secret?: boolean;
};

function ruleOf(rule: Rule | undefined): string {
  if (!rule) return "read by its feature";
  if (rule.enum) return `one of ${rule.enum.map((v) => `\`${v}\``).join(", ")}`;
  if (rule.pattern?.startsWith("^(?:[01]|")) return "a switch: 1/0, true/false, yes/no, on/off";
  if (rule.says) return rule.says;
  if (rule.type === "integer") return `an integer, ${rule.minimum ?? "…"} to ${rule.maximum ?? "…"}`;
  if (rule.minLength && rule.minLength > 1)
    return `text of ${rule.minLength}+ characters${rule.secret ? " (a secret: never echoed)" : ""}`;
  return "text";
}

function environment(): string {
  const parts = ENVIRONMENT.map(({ title, variables }) => {
    const rows = Object.entries(variables).map(
      ([name, v]) =>
        `| \`${name}\` | ${cell(v.unset)} | ${cell(ruleOf(v.rule as Rule | undefined))} | ${cell(v.text)} |`,
    );
    return `## ${title}\n\n| variable | unset means | checked as | what it is for |\n| --- | --- | --- | --- |\n${rows.join("\n")}\n`;
  });
  return `${banner("each plugin's section (server/wiring/environment.ts lists them)")}# The server's environment

Every variable the server reads, by the part that reads it: each plugin checks its own section
(its \`read…Env.ts\` beside it), and the server checks them all at start. A wrong one stops the start
with one line that names it, the rule and the value (\`gangway: PORT must be integer, not "abc"\`),
exit code 1; an empty one counts as unset. "read by its feature": checked where it is used
(payments, RADIUS clients, gateway keys).

${parts.join("\n")}`;
}

function radiusAttributes(): string {
  const standard = [...STANDARD].map(([n, d]) => `| ${n} | \`${d.name}\` | ${d.type} |`);
  const vendors = [...VENDORS].flatMap(([vendor, attributes]) =>
    [...attributes].map(([n, d]) => `| ${vendor} | ${n} | \`${d.name}\` | ${d.type} |`),
  );
  // what each dialect puts in an Accept for a device with every limit set (a 5 GB allowance)
  const sample = { sessionTimeout: 3600, octetsLeft: 5_000_000_000, downBps: 20_000_000, upBps: 5_000_000 };
  const dialects = GATEWAY_DIALECTS.map((name) => {
    const attributes = dialectOf(name).limitAttributes(sample);
    return `| \`${name}\` | ${attributes.map(([a, v]) => `\`${a}\` = ${cell(String(v))}`).join("<br>")} |`;
  });
  return `${banner("server/gateway/radius/radiusDictionary.ts and server/gateway/dialects/")}# RADIUS attributes

The attributes Gangway reads and writes, by number and type. Vendor attributes are checked against
the vendors' own dictionaries (Debian FreeRADIUS's \`dictionary.chillispot\`, \`dictionary.mikrotik\`,
\`dictionary.wispr\`, and CoovaChilli's \`radius_coovachilli.h\`) by the test suite. The contract
around them: [gateway-radius.md](gateway-radius.md).

## Standard (RFC 2865, 2866, 2869, 3162, 3579, 5176, 6911)

| number | name | type |
| --- | --- | --- |
${standard.join("\n")}

## Vendor-specific (attribute 26)

| vendor | number | name | type |
| --- | --- | --- | --- |
${vendors.join("\n")}

## A device's limits in each dialect's Accept

For a device with an hour left, 5 GB left, 20 Mbit/s down and 5 Mbit/s up (\`network.gateway\`):

| dialect | attributes |
| --- | --- |
${dialects.join("\n")}
`;
}

function api(root: string): string {
  const doc = JSON.parse(readFileSync(join(root, "server/openapi/openapi.gen.json"), "utf8")) as {
    paths: Record<string, Record<string, { summary?: string; description?: string; tags?: string[] }>>;
  };
  const rows = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(
      ([method, op]) =>
        `| ${method.toUpperCase()} | \`${path}\` | ${(op.tags ?? []).join(", ")} | ${cell(whatItDoes(op))} |`,
    ),
  );
  return `${banner("server/openapi/openapi.gen.json")}# The HTTP API

Every operation the server answers, from its OpenAPI 3.1 document (served at
\`GET /api/v1/openapi.json\`, generated from the routes and \`schemas/api/\` by \`npm run openapi\`).
What each passenger action decides: [passenger-actions.md](passenger-actions.md).

| method | path | tag | what it does |
| --- | --- | --- | --- |
${rows.join("\n")}
`;
}

// the route's description less its leading "METHOD /path: "
const whatItDoes = (op: { summary?: string; description?: string }) =>
  (op.summary ?? op.description ?? "").replace(/^[A-Z]+ \S+: /, "");

type SchemaNode = {
  description?: string;
  properties?: Record<string, SchemaNode>;
  type?: unknown;
  $ref?: string;
};

function manifest(root: string): string {
  const schema = JSON.parse(
    readFileSync(join(root, "schemas/manifest.schema.json"), "utf8"),
  ) as SchemaNode & {
    definitions?: Record<string, SchemaNode>;
  };
  const typeOf = (node: SchemaNode) =>
    node.$ref
      ? node.$ref.replace("#/definitions/", "")
      : Array.isArray(node.type)
        ? node.type.join(" or ")
        : String(node.type ?? "");
  const table = (node: SchemaNode) =>
    Object.entries(node.properties ?? {})
      .map(([key, p]) => `| \`${key}\` | ${cell(typeOf(p))} | ${cell(p.description ?? "")} |`)
      .join("\n");
  const sections = Object.entries(schema.definitions ?? {})
    .filter(([, d]) => d.properties)
    .map(
      ([name, d]) =>
        `## ${name}\n\n${d.description ? `${cell(d.description)}\n\n` : ""}| property | type | meaning |\n| --- | --- | --- |\n${table(d)}\n`,
    );
  return `${banner("schemas/manifest.schema.json")}# The manifest

A zone's manifest, property by property, from its JSON Schema. How manifests are laid out,
inherited and linted: [\`manifests/README.md\`](../../manifests/README.md).

## The manifest

| property | type | meaning |
| --- | --- | --- |
${table(schema)}

${sections.join("\n")}`;
}

/** File → content for every generated reference page. */
export function genReferenceDocs(root: string): Record<string, string> {
  return {
    [join(root, "docs/reference/environment.md")]: environment(),
    [join(root, "docs/reference/radius-attributes.md")]: radiusAttributes(),
    [join(root, "docs/reference/api.md")]: api(root),
    [join(root, "docs/reference/manifest.md")]: manifest(root),
  };
}
