import { readFileSync } from "node:fs";
import { apiSchemas, SCHEMA_BASE } from "../schemas/apiSchemas.ts";
import type { RouteInfo } from "./collectRoutes.ts";
import { SchemaComponents } from "./schemaComponents.ts";
import { OperationBuilder, ZONE_HEADER_PARAMETER } from "./toOperation.ts";

export const GENERATE_COMMAND = "npm run openapi";
const { version } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  version: string;
};

const DESCRIPTION = [
  "The portal API of the Gangway reference server (spec section 7), its access-controller simulator",
  "and the RFC 8908 Captive Portal API. Zone-scoped calls need the X-Zone-Public-Id header.",
  "Operations marked x-test-mode exist only when the server runs with TEST_MODE=1.",
].join(" ");

// the whole document from the routes and the schemas; same input, same bytes
export function buildOpenApi(routes: RouteInfo[]): Record<string, unknown> {
  const components = new SchemaComponents(apiSchemas());
  const operations = new OperationBuilder(components);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const { path, operation } = operations.build(route);
    paths[path] ??= {};
    (paths[path] as Record<string, unknown>)[route.method.toLowerCase()] = operation;
  }
  const ids = Object.values(paths).flatMap((ops) =>
    Object.values(ops).map((o) => (o as { operationId: string }).operationId),
  );
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice) throw new Error(`two operations share the operationId ${twice}: give one a schema.operationId`);
  const parameters = {
    [ZONE_HEADER_PARAMETER]: {
      name: "X-Zone-Public-Id",
      in: "header",
      required: true,
      description: "The zone's public id (the zoneId of the portal's query). Missing: 400; unknown: 404.",
      schema: components.convert({ $ref: "common.schema.json#/definitions/zoneId" }, SCHEMA_BASE),
    },
  };
  return {
    "x-generated": `generated — do not edit; run \`${GENERATE_COMMAND}\``,
    openapi: "3.1.0",
    info: { title: "Gangway portal API", version, description: DESCRIPTION },
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: { parameters, schemas: components.components({ paths, parameters }) },
  };
}

export const serialise = (doc: unknown): string => `${JSON.stringify(doc, null, 2)}\n`;
