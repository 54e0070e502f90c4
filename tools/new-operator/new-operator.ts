// npm run new-operator -- --operator <folder> --name "<brand>" [--primary #rrggbb] … (or answer the prompts)
import { relative } from "node:path";
import { createInterface } from "node:readline/promises";
import { formatProblem } from "../../fleet/lint/formatProblem.ts";
import { NewOperatorError, newOperator } from "./newOperator.ts";
import { parseOptions } from "../cli/parseOptions.ts";

const HELP = `Writes manifests/<operator>/ for a new operator: operator.json (abstract: brand name, colours,
languages, onboard link, footer, and the legal texts /policies, /gdpr and /contact show), and a
placeholder logo.svg with the brand's initials. Lints the folder (a primary colour must reach
4.5:1 against its text) and removes it again if anything fails. Never overwrites a folder.

usage: npm run new-operator -- --operator <folder> --name "<brand name>" [options]
       npm run new-operator            (in a terminal: asks for each value)

  --operator <folder>         lower-case letters, digits, dashes: the first segment of its zone prefixes
  --name <brand>              the name passengers see, e.g. "Baltic Star Line"
  --primary <#rrggbb>         buttons and links (default #314e92)
  --body <#rrggbb>            page background (default #f4f5f7)
  --locales <list>            languages, the first is the fallback: en, sv, el (default en)
  --browse <https://…>        the operator's onboard site, linked once connected
  --support-email <address>   where passengers write for help
  --company-registration <n>  shown in the footer
  --root <dir>                another manifests folder (default manifests/)
  --help                      this text`;

const values = parseOptions("new-operator", {
  operator: { type: "string" },
  name: { type: "string" },
  primary: { type: "string" },
  body: { type: "string" },
  locales: { type: "string" },
  browse: { type: "string" },
  "support-email": { type: "string" },
  "company-registration": { type: "string" },
  root: { type: "string" },
  help: { type: "boolean" },
});
if (values.help) {
  console.log(HELP);
  process.exit(0);
}

// prompts only for what is missing, and only when someone is there to answer
async function ask(): Promise<void> {
  if (values.operator && values.name) return;
  if (!process.stdin.isTTY) {
    console.error("new-operator: --operator and --name are required (npm run new-operator -- --help)");
    process.exit(2);
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  // lines read through the iterator are queued: answers typed (or pasted) ahead are not lost
  const lines = rl[Symbol.asyncIterator]();
  const prompt = async (question: string, fallback = "") => {
    process.stdout.write(`${question}${fallback ? ` [${fallback}]` : ""}: `);
    const line = await lines.next();
    return (line.done ? "" : String(line.value)).trim() || fallback;
  };
  values.name ||= await prompt("Brand name passengers see (e.g. Baltic Star Line)");
  const folder = values.name
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  values.operator ||= await prompt("Folder under manifests/", folder);
  values.primary ||= await prompt("Primary colour", "#314e92");
  values.body ||= await prompt("Page background", "#f4f5f7");
  values.locales ||= await prompt("Languages, first is the fallback (en, sv, el)", "en");
  values.browse ||= (await prompt("Onboard site (https://…, empty for none)")) || undefined;
  values["support-email"] ||= (await prompt("Support e-mail (empty for none)")) || undefined;
  rl.close();
}

await ask();
try {
  const { file, dir, problems, next } = newOperator({
    operator: values.operator as string,
    name: values.name as string,
    primary: values.primary || "#314e92",
    body: values.body || "#f4f5f7",
    locales: (values.locales || "en").split(/[\s,]+/).filter(Boolean),
    browse: values.browse,
    supportEmail: values["support-email"],
    companyRegistration: values["company-registration"],
    root: values.root,
  });
  if (problems.length > 0) {
    for (const problem of problems) console.error(formatProblem(problem));
    console.error(`new-operator: ${relative(process.cwd(), dir)} does not pass the lint; nothing written`);
    process.exit(1);
  }
  console.log(`wrote ${relative(process.cwd(), file)} and logo.svg (lint: clean)\nedit next:`);
  for (const line of next) console.log(`  - ${line}`);
} catch (error) {
  if (!(error instanceof NewOperatorError)) throw error;
  console.error(`new-operator: ${error.message}`);
  process.exit(1);
}
