import { rmSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { scaled } from "../timeoutFactor.ts";
import { buildApp } from "../../server/buildApp.ts";
import { startChildServer } from "./helpers/childServer.ts";
import { sandboxAuth } from "./helpers/secrets.ts";
import { startApp, type TestApp, tempDir } from "./helpers/testApp.ts";
import { allZones } from "./helpers/production.ts";

const ORDER = {
  order: {
    amount: 1,
    currency: "EUR",
    reference: "r",
    items: [
      {
        reference: "1",
        name: "x",
        quantity: 1,
        unit: "pcs",
        unitPrice: 1,
        grossTotalAmount: 1,
        netTotalAmount: 1,
      },
    ],
  },
  checkout: {},
};

describe("the payment sandbox's secure defaults", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  const dir = () => {
    const d = tempDir();
    dirs.push(d);
    return d;
  };

  it(
    "refuses a production-looking start, saying why in one line, unless PAYMENT_SANDBOX=allow",
    async () => {
      // an https URL however it is written: the scheme is case-insensitive, and so is a browser
      for (const publicUrl of [
        "https://portal.ship.example",
        "HTTPS://portal.ship.example",
        " https://p.example",
      ])
        expect(() => buildApp({ storage: { dataDir: dir() }, http: { publicUrl } }), publicUrl).toThrow(
          /refusing to start with the payment sandbox.*PUBLIC_URL is https.*PAYMENT_SANDBOX=allow/,
        );
      const looksLikeProduction: Record<string, string>[] = [
        { ALLOWED_HOSTS: "portal.ship.example" },
        { DEMO: "0" },
        { NODE_ENV: "production" },
      ];
      for (const env of looksLikeProduction) {
        const failed = await startChildServer(dir(), env, 90_000).then(
          async (s) => {
            s.child.kill("SIGKILL");
            return undefined;
          },
          (error: Error) => error.message,
        );
        expect(failed, JSON.stringify(env)).toMatch(
          /exited before listening: gangway: refusing to start with the payment sandbox/,
        );
        expect(failed?.trim().split("\n")).toHaveLength(1);
      }
      const allowed = await startChildServer(
        dir(),
        {
          ALLOWED_HOSTS: "portal.ship.example",
          PAYMENT_SANDBOX: "allow",
          UNVERIFIED_ZONES: allZones().join(","),
        },
        90_000,
      );
      allowed.child.kill("SIGTERM");
      expect((await allowed.exited).code).toBe(0);
    },
    scaled(400_000),
  );

  it(
    "has a secret of its own per install, not a constant",
    async () => {
      const a = await startApp();
      const b = await startApp();
      try {
        const create = (t: TestApp, headers: Record<string, string>) =>
          t.app.inject({ method: "POST", url: "/payment-sandbox/v1/payments", headers, payload: ORDER });
        expect(sandboxAuth(a.dataDir)).not.toEqual(sandboxAuth(b.dataDir));
        expect((await create(a, { authorization: "sandbox-secret-key" })).statusCode).toBe(401);
        expect((await create(a, sandboxAuth(b.dataDir))).statusCode).toBe(401);
        expect((await create(a, sandboxAuth(a.dataDir))).statusCode).toBe(201);
      } finally {
        await a.close();
        await b.close();
      }
    },
    scaled(60_000),
  );
});
