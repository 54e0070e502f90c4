import { readFileSync } from "node:fs";
import type { ValidateFunction } from "ajv";
import type { ZoneDefinition } from "../zones/ZoneDefinition.ts";
import { SCHEMA_BASE } from "../http/apiSchemas.ts";
import type { DemoData } from "./DemoData.ts";
import { demoDataAjv } from "./demoDataAjv.ts";
import { demoDataProblems } from "./demoDataProblems.ts";
import * as generated from "./validateDemoData.gen.js";

// generated ahead (npm run gen): compiling it was a fortieth of a server's start. Compiled here,
// once per process, only when an API schema changed since
let compiled: ValidateFunction | undefined;
function validator() {
  if (compiled) return compiled;
  if (generated.schemasDigest === demoDataAjv.digest()) compiled = generated.validateDemoData;
  else {
    const validate = demoDataAjv().getSchema(`${SCHEMA_BASE}demo-data.schema.json`);
    if (!validate) throw new Error("schemas/api/demo-data.schema.json is missing");
    compiled = validate;
  }
  return compiled;
}

/** Reads and checks the demo data against its schema and the zones; throws one error listing every problem. */
export function loadDemoData(path: string, zones: ZoneDefinition[]): DemoData {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, "utf8"));
  } catch (err) {
    throw new Error(`demo data ${path} cannot be read: ${(err as Error).message}`);
  }
  const validate = validator();
  if (!validate(data)) {
    const lines = (validate.errors ?? []).map(
      (e) => `  ${e.instancePath || "/"} ${e.message ?? "is invalid"}`,
    );
    throw new Error(
      `demo data ${path} does not match schemas/api/demo-data.schema.json:\n${lines.join("\n")}`,
    );
  }
  const demo = data as DemoData;
  const problems = demoDataProblems(demo, zones);
  if (problems.length > 0)
    throw new Error(`demo data ${path} is inconsistent:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  return demo;
}
