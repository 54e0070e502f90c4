import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fastifySwagger from "@fastify/swagger";
import Fastify from "fastify";
import { GENERATE_COMMAND, generateOpenApi, OPENAPI_FILE } from "../../tools/openapi/generateOpenApi.ts";
import { swaggerOptions } from "../../server/openapi/swaggerOptions.ts";
import { bodyChecker, loadOpenApi, operationFor, operationsOf, responseFor } from "./helpers/openApiDoc.ts";
import { DEVICE_BUSY, DEVICE_CONNECTED, startApp, type TestApp, ZONE } from "./helpers/testApp.ts";

// the /api/v1 calls made without a zone: analytics (its own host in production), the internet
// check (before a zone is known), this document, and the payment provider's webhook
// and the gateway core's REST face for FreeRADIUS (its bearer token names no zone; test mode's twins
// at the same paths, hidden from the document, do need the header)
const NO_ZONE_HEADER =
  /^\/api\/v1\/(analytics\/|internet-check$|openapi\.json$|payment\/[^/]+\/notification$|radius\/)/;

const doc = loadOpenApi();
const operations = operationsOf(doc);

function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) refsIn(v, out);
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (k === "$ref" && typeof v === "string") out.push(v);
      else refsIn(v, out);
    }
  }
  return out;
}

function pointer(root: unknown, ref: string): unknown {
  return ref
    .slice(2)
    .split("/")
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root);
}

describe("the OpenAPI document", () => {
  it(`is fresh (else run ${GENERATE_COMMAND})`, async () => {
    expect(await generateOpenApi(), `stale: run ${GENERATE_COMMAND}`).toBe(
      readFileSync(OPENAPI_FILE, "utf8"),
    );
  });

  it("is OpenAPI 3.1 with a do-not-edit banner", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc["x-generated"]).toBe(`generated — do not edit; run \`${GENERATE_COMMAND}\``);
    expect(operations.length).toBeGreaterThanOrEqual(20);
  });

  // spec section 7: "Every request carries a header with the zone public id"
  it.each([
    "GET /api/v1/settings",
    "GET /api/v1/session/{mac}",
    "POST /api/v1/session/reset/{mac}",
    "POST /api/v1/session/logout/{mac}",
    "POST /api/v1/voucher/auth",
    "GET /api/v1/opens/zone",
    "GET /api/v1/open/{openId}/available/{mac}",
    "POST /api/v1/open/{openId}/auth/{mac}",
    "GET /api/v1/store/zone",
    "GET /api/v1/store/order/{publicId}/completed",
    "POST /api/v1/store/order/checkout/nets",
    "POST /api/v1/store/celestyal/pms/validate",
    "GET /api/v1/store/celestyal/pms/validate/poll/{id}",
    "POST /api/v1/store/celestyal/pms/charge",
    "GET /api/v1/store/celestyal/pms/charge/poll/{id}",
  ])("documents the spec's call %s with the zone header", (call) => {
    const op = operations.find((o) => `${o.method} ${o.path}` === call);
    expect(op, call).toBeDefined();
    const params = (op?.operation.parameters ?? []) as { $ref?: string }[];
    expect(params.some((p) => p.$ref === "#/components/parameters/ZoneHeader")).toBe(true);
  });

  it("has every $ref resolve inside it, and no component left unused", () => {
    const refs = refsIn(doc);
    for (const ref of refs) expect(pointer(doc, ref), ref).toBeDefined();
    const used = new Set(refs.map((r) => r.split("/")[3]));
    for (const name of Object.keys((doc.components as { schemas: object }).schemas))
      expect(used).toContain(name);
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    "%s: a success answer, checked parameters, the zone header where the server asks for it",
    (_name, { path, operation }) => {
      const codes = Object.keys(operation.responses as object);
      expect(
        codes.some((c) => /^[23]/.test(c)),
        codes.join(),
      ).toBe(true);
      const params = (operation.parameters ?? []) as Record<string, unknown>[];
      for (const name of [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1])) {
        const param = params.find((p) => p.name === name && p.in === "path");
        expect(param, `path parameter ${name}`).toBeDefined();
        expect(param?.schema, `path parameter ${name} has no schema`).toBeDefined();
      }
      const zoneScoped = path.startsWith("/api/v1/") && !NO_ZONE_HEADER.test(path);
      expect(params.some((p) => p.$ref === "#/components/parameters/ZoneHeader")).toBe(zoneScoped);
    },
  );

  // a route's own schema keeps its parameters checked: the generator refuses one that does not
  it("is not made for a route whose path parameter has no schema", async () => {
    const app = Fastify({ logger: false });
    await app.register(fastifySwagger, swaggerOptions);
    app.get("/thing/:id", async () => ({}));
    await app.ready();
    expect(() => app.swagger()).toThrow("GET /thing/:id: path parameter id has no schema");
    await app.close();
  });
});

// the document is made from a test-mode app; these marks tell a reader what a real server lacks
it("marks x-test-mode exactly the operations a server without TEST_MODE lacks", async () => {
  // a production server with FreeRADIUS in front (its REST face on)
  const plain = await startApp({ gateway: { radiusRestToken: "t".repeat(32) } });
  try {
    for (const { method, path, operation } of operations) {
      const url = path.replace(/\{([^}]+)\}/g, ":$1");
      // the REST face for FreeRADIUS answers callers with its bearer token (http/radiusCaller.ts)
      const constraints = path.startsWith("/api/v1/radius/") ? { radiusCaller: "freeradius" } : undefined;
      const registered = plain.app.hasRoute({
        method: method as "GET",
        url,
        ...(constraints ? { constraints } : {}),
      });
      expect(registered, `${method} ${path}`).toBe(operation["x-test-mode"] !== true);
    }
  } finally {
    await plain.close();
  }
});

describe("GET /api/v1/openapi.json and the real answers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ testMode: { on: true } });
  });
  afterAll(() => t.close());

  it("serves the document without a zone header", async () => {
    const res = await t.app.inject({ url: "/api/v1/openapi.json" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.body).toBe(readFileSync(OPENAPI_FILE, "utf8"));
  });

  // each answer's status is documented and its body matches the documented schema
  it("documents the status and shape of answers across the API", async () => {
    const check = bodyChecker(doc);
    const mac = "0d:00:00:00:00:01";
    const calls: [string, string, unknown?, Record<string, string>?][] = [
      ["GET", "/api/v1/settings"],
      ["GET", `/api/v1/session/${DEVICE_CONNECTED}`],
      ["GET", `/api/v1/session/${mac}`],
      ["GET", "/api/v1/opens/zone"],
      ["GET", `/api/v1/open/1/available/${mac}`],
      ["GET", `/api/v1/open/99/available/${mac}`],
      ["POST", "/api/v1/voucher/auth", { mac: DEVICE_CONNECTED, voucher: "BUSY5678", termsAccepted: true }],
      ["POST", "/api/v1/voucher/auth", { mac, voucher: "NOPE1", termsAccepted: true }],
      ["POST", "/api/v1/voucher/auth", { mac, voucher: "x", termsAccepted: true }],
      ["POST", `/api/v1/open/1/auth/${mac}`],
      ["GET", `/auth?mac=${mac}&zoneId=${ZONE}`],
      ["GET", `/captive-portal/api?mac=${mac}&zoneId=${ZONE}`],
      ["POST", `/api/v1/session/logout/${DEVICE_BUSY}`],
      ["POST", `/api/v1/session/reset/${mac}`],
      ["POST", "/api/v1/radius/authorize", { mac }],
      ["POST", "/api/v1/relay/abc", { mac, captiveStep: 8 }],
      [
        "PUT",
        "/api/v1/analytics/onboard",
        { timestamp: 1, sessionId: "s", zoneId: ZONE, event: "StartPage" },
      ],
      ["GET", "/api/v1/internet-check"],
      ["GET", "/api/v1/settings", undefined, { "x-zone-public-id": "" }],
    ];
    const problems: string[] = [];
    for (const [method, url, payload, headers] of calls) {
      const res = await t.app.inject({
        method: method as "GET",
        url,
        headers: { "x-zone-public-id": ZONE, ...headers },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      const op = operationFor(doc, method, url);
      const response = op && responseFor(op, res.statusCode);
      if (!response || "default" in ((op?.operation.responses as object) ?? {})) {
        problems.push(`${method} ${url}: ${res.statusCode} is not documented`);
        continue;
      }
      const content = response.content as Record<string, { schema: unknown }> | undefined;
      if (!content) continue;
      const type = String(res.headers["content-type"]).split(";")[0] ?? "";
      const schema = content[type]?.schema;
      if (!schema) problems.push(`${method} ${url}: ${res.statusCode} ${type} is not documented`);
      else {
        const error = check(schema, res.json());
        if (error) problems.push(`${method} ${url}: ${res.statusCode} ${error}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
