import { readFileSync } from "node:fs";
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { apiSchemas, SCHEMA_BASE } from "../schemas/apiSchemas.ts";
import type { Fleet } from "./Fleet.ts";
import { fleetProblems } from "./fleetProblems.ts";

function validator() {
  const ajv = new Ajv({ allErrors: true, schemas: apiSchemas() });
  addFormats(ajv);
  const validate = ajv.getSchema(`${SCHEMA_BASE}demo-fleet.schema.json`);
  if (!validate) throw new Error("schemas/api/demo-fleet.schema.json is missing");
  return validate;
}

// reads and checks a fleet file; throws one error that lists every problem with its JSON pointer
export function loadFleet(path: string): Fleet {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, "utf8"));
  } catch (err) {
    throw new Error(`demo fleet ${path} cannot be read: ${(err as Error).message}`);
  }
  const validate = validator();
  if (!validate(data)) {
    const lines = (validate.errors ?? []).map(
      (e) => `  ${e.instancePath || "/"} ${e.message ?? "is invalid"}`,
    );
    throw new Error(
      `demo fleet ${path} does not match schemas/api/demo-fleet.schema.json:\n${lines.join("\n")}`,
    );
  }
  const fleet = data as Fleet;
  const problems = fleetProblems(fleet);
  if (problems.length > 0) {
    throw new Error(`demo fleet ${path} is inconsistent:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  }
  return fleet;
}
