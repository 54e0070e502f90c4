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
];

const options = {
  bannerComment: "",
  additionalProperties: false,
  format: true,
  unreachableDefinitions: false,
};

export async function genTypes(root: string): Promise<Record<string, string>> {
  const manifest = JSON.parse(readFileSync(join(root, "schemas/manifest.schema.json"), "utf8"));
  const manifestTs = await compile(manifest, "GangwayManifest", { ...options, cwd: join(root, "schemas") });
  const api: string[] = [];
  for (const name of API_SCHEMAS) {
    const file = join(root, `schemas/api/${name}.schema.json`);
    if (!existsSync(file)) continue;
    const schema = JSON.parse(readFileSync(file, "utf8"));
    api.push(await compile(schema, schema.title, { ...options, cwd: join(root, "schemas/api") }));
  }
  return {
    [join(root, "schemas/gen/manifest.gen.ts")]: banner("schemas/manifest.schema.json") + manifestTs,
    [join(root, "schemas/gen/api.gen.ts")]: banner("schemas/api/*.schema.json") + api.join("\n"),
  };
}
