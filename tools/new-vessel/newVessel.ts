import { existsSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { MANIFEST_ROOT } from "../../fleet/manifests/listManifestFiles.ts";
import { readJson, resolveManifest } from "../../fleet/manifests/resolveManifest.ts";
import { explainZoneId, isZoneId } from "../../fleet/lint/explainZoneId.ts";
import { lintFleet } from "../../fleet/lint/lintFleet.ts";
import type { LintProblem } from "../../fleet/lint/problem.ts";
import { manifestSchemaInfo } from "../../fleet/lint/schemaInfo.ts";
import { writeFleetTable } from "../lint/writeFleetTable.ts";
import { SERVER_STARTER, newZoneId, takenZoneIds } from "./serverStarter.ts";
import { STARTER_PAGES, STARTER_TEXTS, WELCOME } from "./starterPages.ts";

// the README whose fleet table no longer lists the fleet, left as it is: a command that writes a
// vessel must not change a tracked file behind the operator's back (npm run fleet-table does, when
// asked). A manifests folder without the README's table (a server's copy) has none to be stale
function staleFleetTable(root: string): string | undefined {
  try {
    const { readme, changed } = writeFleetTable(root, false);
    return changed ? readme : undefined;
  } catch {
    return undefined;
  }
}

const SCHEMA = resolve(import.meta.dirname, "../../schemas/manifest.schema.json");
const NAME = /^[a-z0-9-]+$/;

export interface NewVesselOptions {
  operator: string;
  vessel: string;
  tier: string;
  root?: string;
  /** the id the gateway sends; default operator-vessel (numbered when the fleet has it) */
  zoneId?: string;
}

/** A refusal: bad arguments, a missing operator, or a file that already exists. */
export class NewVesselError extends Error {}

const title = (name: string) =>
  name
    .split("-")
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");

/** Writes manifests/<operator>/<vessel>.json for the tier, lints it, and removes it again if it fails. */
export function newVessel({
  operator,
  vessel,
  tier,
  root = MANIFEST_ROOT,
  zoneId: askedId,
}: NewVesselOptions) {
  const schema = manifestSchemaInfo();
  if (!NAME.test(operator) || !NAME.test(vessel))
    throw new NewVesselError(
      "operator and vessel are lower-case letters, digits and dashes (they form the zone prefix)",
    );
  if (!schema.tiers.includes(tier))
    throw new NewVesselError(`unknown tier "${tier}": one of ${schema.tiers.join(", ")}`);
  const operatorFile = join(root, operator, "operator.json");
  if (!existsSync(operatorFile))
    throw new NewVesselError(
      `${relative(process.cwd(), operatorFile)} does not exist: write the operator's defaults first`,
    );
  const file = join(root, operator, `${vessel}.json`);
  if (existsSync(file))
    throw new NewVesselError(`${relative(process.cwd(), file)} exists already; not overwriting it`);

  if (askedId !== undefined && !isZoneId(askedId)) {
    const { message, hint } = explainZoneId(askedId);
    throw new NewVesselError(`--zone-id: ${message} (${hint})`);
  }
  const taken = takenZoneIds(lintFleet({ root }).zones);
  if (askedId && taken.has(askedId))
    throw new NewVesselError(`zone id "${askedId}" is used by another vessel already`);
  const zoneId = askedId ?? newZoneId(operator, vessel, taken);
  const inherited = resolveManifest(operatorFile).manifest;
  const operatorSchema = readJson(operatorFile).$schema;
  const locales = Array.isArray(inherited.locales) ? inherited.locales.map(String) : ["en"];
  const pages = Object.fromEntries(
    Object.entries(STARTER_PAGES[tier] ?? STARTER_PAGES.premium ?? {})
      .filter(([page]) => schema.pages.includes(page))
      .map(([page, nodes]) => [page, nodes.filter((n) => schema.nodes.has(n.type))]),
  );
  const manifest: Record<string, unknown> = {
    // the operator's own $schema path works from the same folder; editors use it for completion
    $schema: typeof operatorSchema === "string" ? operatorSchema : relative(dirname(file), SCHEMA),
    extends: "operator.json",
    zonePrefix: `${operator}/${vessel}`,
    tier,
    zones: [{ zoneId, name: title(vessel), description: `${title(vessel)} (${tier})` }],
    ...SERVER_STARTER[tier],
    ...(Array.isArray(inherited.locales) ? {} : { locales }),
    pages,
    texts: {
      "start.intro": Object.fromEntries(locales.map((l) => [l, (WELCOME[l] ?? WELCOME.en)?.(title(vessel))])),
      // the other texts the pages and the store or cruise catalogue name, in every language of the zone
      ...Object.fromEntries(
        Object.entries(STARTER_TEXTS)
          .filter(([key]) => JSON.stringify([pages, SERVER_STARTER[tier]]).includes(`"${key}"`))
          .map(([key, text]) => [key, Object.fromEntries(locales.map((l) => [l, text[l] ?? text.en]))]),
      ),
    },
  };
  if (tier === "crew" && schema.supportEmail) {
    // the lint requires it; a placeholder the operator replaces, listed in "edit next"
    const [first, second] = schema.supportEmail as [string, string?];
    manifest[first] = second
      ? { [second]: `wifi-support@${operator}.example` }
      : `wifi-support@${operator}.example`;
  }
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`, { flag: "wx" });
  const problems: LintProblem[] = lintFleet({ root, only: [file] }).problems;
  if (problems.length > 0) rmSync(file);
  const next = [
    `texts["start.intro"]: the welcome line in ${locales.join(", ")}`,
    "pages: add, remove or reorder widget nodes (your editor completes them from the schema)",
    "brand: a logo, header or banner of its own beside the file (at most 24 KB each), or colours",
    ...(tier === "crew" && schema.supportEmail
      ? [`${schema.supportEmail.join(".")}: the crew's real support address`]
      : []),
    `zones: "${zoneId}" is the id the gateway must send (?zoneId=); add one entry per gateway zone`,
    ...(tier === "premium-cc"
      ? [
          'store: prices and currency are placeholders, and the store is open: set them before the zone goes live; the item\'s words are texts["store.24-hours"] and ["store.24-hours.note"]',
        ]
      : SERVER_STARTER[tier]?.store
        ? [
            "store: prices and currency (placeholders now, closed: open false); to sell online, open it and put StoreCheckout on the Store page in place of its note",
          ]
        : []),
    ...(SERVER_STARTER[tier]?.cruise
      ? ["cruise.packages: the packages of the ship's PMS, their words in texts (cruise.*)"]
      : []),
    "network.wifiName: the Wi-Fi network passengers join, printed on voucher sheets",
    ...(typeof inherited.timeZone === "string"
      ? []
      : [
          "timeZone: the ship's or the operator's time zone (Europe/Stockholm), for voucher dates and daily trials; UTC until set",
        ]),
  ];
  // the fleet table in manifests/README.md does not list the vessel yet (a test fails while it is stale)
  const table = problems.length === 0 ? staleFleetTable(root) : undefined;
  return { file, problems, next, zoneId, table };
}
