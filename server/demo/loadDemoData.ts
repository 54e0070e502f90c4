import { readFileSync } from "node:fs";
import Ajv from "ajv";
import addFormats from "ajv-formats";
import type { ZoneDefinition } from "../zones/ZoneDefinition.ts";
import { apiSchemas, SCHEMA_BASE } from "../http/apiSchemas.ts";
import type { DemoData } from "./DemoData.ts";
import { demoDataProblems } from "./demoDataProblems.ts";

// compiled once per process: every app built in it (tests, a cluster bench) checks its demo data
let compiled: ReturnType<Ajv["getSchema"]>;
function validator() {
  if (compiled) return compiled;
  const ajv = new Ajv({ allErrors: true, schemas: apiSchemas() });
  addFormats(ajv);
  const validate = ajv.getSchema(`${SCHEMA_BASE}demo-data.schema.json`);
  if (!validate) throw new Error("schemas/api/demo-data.schema.json is missing");
  compiled = validate;
  return validate;
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
