import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { compile } from "json-schema-to-typescript";
import { banner } from "./banner.ts";

// api schemas whose types the portal uses; each becomes one export of schemas/gen/api.gen.ts
export const API_SCHEMAS = [
  "settings",
  "session",
  "open-zone-list",
  "voucher-auth.request",
  "open-auth.request",
  "cruise-validate.request",
  "cruise-charge.request",
  "cruise-relay.response",
  "cruise-validate-poll.response",
  "cruise-charge-poll.response",
  "cruise-package-list",
  "store-zone",
  "store-checkout.request",
  "store-checkout.response",
  "store-order-vouchers",
  "handoff.response",
  "boot-payload",
];

const options = {
  bannerComment: "",
  additionalProperties: false,
  format: true,
  unreachableDefinitions: false,
};

// a whole other API schema ($ref "settings.schema.json") is named by its title, not declared again:
// every API type is one export of the same file, and a second declaration of it would not compile
function refsByTitle(value: unknown, dir: string): unknown {
  if (Array.isArray(value)) return value.map((item) => refsByTitle(item, dir));
  if (value === null || typeof value !== "object") return value;
  const { $ref, ...rest } = value as Record<string, unknown>;
  if (typeof $ref === "string" && /^[a-z.-]+\.schema\.json$/.test($ref)) {
    const { title } = JSON.parse(readFileSync(join(dir, $ref), "utf8"));
    return { ...rest, tsType: title };
  }
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, refsByTitle(inner, dir)]));
}

export async function genTypes(root: string): Promise<Record<string, string>> {
  const manifest = JSON.parse(readFileSync(join(root, "schemas/manifest.schema.json"), "utf8"));
  const manifestTs = await compile(manifest, "GangwayManifest", { ...options, cwd: join(root, "schemas") });
  const api: string[] = [];
  for (const name of API_SCHEMAS) {
    const file = join(root, `schemas/api/${name}.schema.json`);
    if (!existsSync(file)) continue;
    const schema = refsByTitle(JSON.parse(readFileSync(file, "utf8")), join(root, "schemas/api")) as {
      title: string;
    };
    api.push(await compile(schema, schema.title, { ...options, cwd: join(root, "schemas/api") }));
  }
  return {
    [join(root, "schemas/gen/manifest.gen.ts")]: banner("schemas/manifest.schema.json") + manifestTs,
    [join(root, "schemas/gen/api.gen.ts")]: banner("schemas/api/*.schema.json") + api.join("\n"),
  };
}
