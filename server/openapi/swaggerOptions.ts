import { readFileSync } from "node:fs";
import type { SwaggerOptions } from "@fastify/swagger";
import { finishDocument } from "./finishDocument.ts";
import { operationDefaults } from "./operationDefaults.ts";

export const GENERATE_COMMAND = "npm run openapi";
const { version } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  version: string;
};

const DESCRIPTION = [
  "The portal API of the Gangway reference server (spec section 7), its access-controller simulator",
  "and the RFC 8908 Captive Portal API. Zone-scoped calls need the X-Zone-Public-Id header.",
  "Operations marked x-test-mode exist only when the server runs with TEST_MODE=1.",
].join(" ");

// @fastify/swagger in OpenAPI 3.1 mode, fed by the route schemas and the schemas/api files the app
// adds with addSchema (buildApp.ts registers it with the openApi option)
export const swaggerOptions: SwaggerOptions = {
  openapi: {
    openapi: "3.1.0",
    info: { title: "Gangway portal API", version, description: DESCRIPTION },
    components: {
      securitySchemes: {
        RadiusRestToken: {
          type: "http",
          scheme: "bearer",
          description:
            "RADIUS_REST_TOKEN: FreeRADIUS's rlm_rest calling the gateway core. The same paths without it are test mode's.",
        },
      },
      parameters: {
        ZoneHeader: {
          name: "X-Zone-Public-Id",
          in: "header",
          required: true,
          description: "The zone's public id (the zoneId of the portal's query). Missing: 400; unknown: 404.",
          schema: { $ref: "#/components/schemas/Common-zoneId" },
        },
      },
    },
  },
  // a shared schema's component is named by its title (Session), not def-0 … def-35
  refResolver: {
    buildLocalReference: (json, _base, _fragment, i) =>
      typeof json.title === "string" ? json.title : `def-${i}`,
  },
  // OpenAPI 3.1 is JSON Schema 2020-12, which has const: keep the schemas as written
  convertConstToEnum: false,
  transform: operationDefaults,
  transformObject: finishDocument(`generated — do not edit; run \`${GENERATE_COMMAND}\``) as never,
};
