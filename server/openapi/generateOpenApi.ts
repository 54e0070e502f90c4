// writes server/openapi/openapi.gen.json from the routes a built app registers and the schemas
// in schemas/api; with --check, fails when the file is stale instead
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildOpenApi, GENERATE_COMMAND, serialise } from "./buildOpenApi.ts";
import { collectRoutes } from "./collectRoutes.ts";

export const OPENAPI_FILE = fileURLToPath(new URL("./openapi.gen.json", import.meta.url));

export async function generateOpenApi(): Promise<string> {
  return serialise(buildOpenApi(await collectRoutes()));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const next = await generateOpenApi();
  let current = "";
  try {
    current = readFileSync(OPENAPI_FILE, "utf8");
  } catch {}
  if (process.argv.includes("--check")) {
    if (current !== next) {
      console.error(`stale generated file: server/openapi/openapi.gen.json (run ${GENERATE_COMMAND})`);
      process.exit(1);
    }
    console.log("server/openapi/openapi.gen.json is fresh");
  } else if (current !== next) {
    writeFileSync(OPENAPI_FILE, next);
    console.log("wrote server/openapi/openapi.gen.json");
  }
}
