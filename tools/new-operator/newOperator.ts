import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { lintFleet } from "../../fleet/lint/lintFleet.ts";
import type { LintProblem } from "../../fleet/lint/problem.ts";
import { MANIFEST_ROOT } from "../../fleet/manifests/listManifestFiles.ts";
import { legalTexts } from "./legalTexts.ts";
import { placeholderLogo } from "./placeholderLogo.ts";

const SCHEMA = resolve(import.meta.dirname, "../../schemas/manifest.schema.json");
const NAME = /^[a-z0-9-]+$/;

export interface NewOperatorOptions {
  /** the folder's name: the first segment of every zone prefix of the operator */
  operator: string;
  /** the brand name passengers see */
  name: string;
  primary: string;
  body: string;
  locales: string[];
  /** the operator's onboard site, shown once connected */
  browse?: string;
  supportEmail?: string;
  companyRegistration?: string;
  root?: string;
}

/** A refusal: a bad folder name, or a folder that exists already. */
export class NewOperatorError extends Error {}

/**
 * Writes manifests/<operator>/: operator.json (abstract: brand, colours, locales, links, footer and
 * the legal texts), a placeholder logo.svg; lints the folder and removes it again if it fails.
 */
export function newOperator(o: NewOperatorOptions) {
  const root = o.root ?? MANIFEST_ROOT;
  if (!NAME.test(o.operator))
    throw new NewOperatorError(
      "the operator is lower-case letters, digits and dashes (it starts every zone prefix)",
    );
  if (!o.name.trim()) throw new NewOperatorError("the brand name is empty");
  const dir = join(root, o.operator);
  if (existsSync(dir))
    throw new NewOperatorError(`${relative(process.cwd(), dir)} exists already; not overwriting it`);
  const manifest = {
    $schema: relative(dir, SCHEMA),
    abstract: true,
    locales: o.locales,
    brand: { name: o.name.trim(), logo: "logo.svg", colors: { primary: o.primary, body: o.body } },
    ...(o.browse ? { links: { browse: o.browse } } : {}),
    footer: {
      poweredBy: "Gangway",
      ...(o.companyRegistration ? { companyRegistration: o.companyRegistration } : {}),
    },
    ...(o.supportEmail ? { supportEmail: o.supportEmail } : {}),
    texts: legalTexts(o.name.trim(), o.locales),
  };
  mkdirSync(dir, { recursive: true });
  const file = join(dir, "operator.json");
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`, { flag: "wx" });
  writeFileSync(join(dir, "logo.svg"), placeholderLogo(o.name.trim(), o.primary), { flag: "wx" });
  const problems: LintProblem[] = lintFleet({ root, only: [dir] }).problems;
  if (problems.length > 0) rmSync(dir, { recursive: true, force: true });
  const next = [
    "logo.svg: your own logo (SVG, WebP or PNG, at most 24 KB), in place of the initials",
    `texts["legal.terms" | "legal.privacy" | "legal.contact"]: your terms, privacy statement and contact text in ${o.locales.join(", ")} (/policies, /gdpr, /contact show them)`,
    ...(o.supportEmail
      ? []
      : ["supportEmail: where passengers write for help (/contact shows it; crew zones need it)"]),
    `then a vessel: npm run new-vessel -- --operator ${o.operator} --vessel <name> --tier <tier>`,
  ];
  return { file, dir, problems, next };
}
