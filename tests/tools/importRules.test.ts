import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkImportRules } from "../../tools/checks/checkImportRules.ts";

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

// a tree of its own, judged by the real rooms table
function tree(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), "gangway-rooms-"));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

describe("the rooms table as import rules", () => {
  it("fails an import its room may not make, at its file and line", () => {
    const dir = tree({
      "fleet/lint/lintThing.ts":
        '// the lint\nimport { x } from "../../schemas/x.ts";\nimport { app } from "../../server/app.ts";\n',
      "tools/cli.ts":
        'import { buildApp } from "../server/buildApp.ts";\nimport { db } from "../server/storage/db.ts";\n',
      "widgets/Card.tsx":
        'import { useState } from "react";\nimport { Trans } from "@lingui/react/macro";\nimport { atom } from "jotai";\n',
      "engine/api/getThing.ts": 'import type { Query } from "../state/queryAtom.ts";\n',
    });
    const { violations } = checkImportRules(dir, undefined, []);
    expect(
      violations.map((v) => `${v.file}:${v.line}: ${v.from} may not import ${v.to} (${v.specifier})`),
    ).toEqual([
      "engine/api/getThing.ts:1: engine/api may not import engine/state (../state/queryAtom.ts)",
      "fleet/lint/lintThing.ts:3: fleet may not import server (../../server/app.ts)",
      "tools/cli.ts:2: tools may not import server/storage (../server/storage/db.ts)",
      "widgets/Card.tsx:3: widgets may not import jotai (jotai)",
    ]);
  });

  it("lets arrows point down through every floor, and a room into another's public entry point only", () => {
    const dir = tree({
      // render may import flows, and flows state: so render may import state
      "engine/render/Binding.tsx":
        'import { a } from "../state/a.ts";\nimport { s } from "../../schemas/s.ts";\n',
      "server/zones/load.ts": 'import { lintFleet } from "../../fleet/lint/lintFleet.ts";\n',
      "server/pages/page.ts":
        'import "../../engine/ssr/renderPage.tsx";\nimport "../../engine/state/a.ts";\n',
      "tests/anything.test.ts": 'import "../server/storage/db.ts";\nimport "./cli.ts";\n',
    });
    const { violations } = checkImportRules(dir, undefined, []);
    expect(violations.map((v) => `${v.file}:${v.line}`)).toEqual(["server/pages/page.ts:2"]);
  });

  it("keeps a known break out, and names one that no longer occurs", () => {
    const dir = tree({ "tools/cli.ts": 'import { db } from "../server/storage/db.ts";\n' });
    const known = [
      {
        why: "on its way",
        imports: ["tools/cli.ts -> server/storage/db.ts", "tools/gone.ts -> server/x.ts"],
      },
    ];
    const { violations, gone } = checkImportRules(dir, undefined, known);
    expect({ violations, gone }).toEqual({ violations: [], gone: ["tools/gone.ts -> server/x.ts"] });
  });

  it("fails a rule whose folder holds no file, so that a renamed folder leaves no rule checking nothing", () => {
    const dir = tree({ "server/vouchers/activateVoucher.ts": "export {};\n" });
    const rules = {
      "server/vouchers": { mayImport: [] },
      "server/store": { mayImport: [] },
    };
    expect(checkImportRules(dir, rules, []).empty).toEqual(["server/store"]);
    // and the project's own table names no such folder
    expect(checkImportRules(resolve(".")).empty).toEqual([]);
  });

  it("fails an import that runs back up inside server/, and one into test mode or an adapter from elsewhere", () => {
    const dir = tree({
      // sessions stand below the vouchers that end them: an arrow back up
      "server/sessions/sessionRows.ts": 'import { activateVoucher } from "../vouchers/activateVoucher.ts";\n',
      "server/vouchers/activateVoucher.ts": 'import { sessionRows } from "../sessions/sessionRows.ts";\n',
      // test mode is reached from the app's wiring alone, an adapter from the storage opener alone
      "server/api/voucherRoutes.ts": 'import "../testMode/addUsage.ts";\n',
      "server/testMode/addUsage.ts": "export {};\n",
      "server/wiring/registerTestMode.ts": 'import "../testMode/addUsage.ts";\n',
      "server/shop/orderRows.ts": 'import "../storage/sqlite/openSqliteStorage.ts";\n',
      "server/storage/open/openStorage.ts": 'import "../sqlite/openSqliteStorage.ts";\n',
      "server/storage/sqlite/openSqliteStorage.ts": 'import "../Storage.ts";\n',
      "server/storage/Storage.ts": "export {};\n",
    });
    const { violations } = checkImportRules(dir, undefined, []);
    expect(violations.map((v) => `${v.file}: ${v.from} may not import ${v.to}`)).toEqual([
      "server/api/voucherRoutes.ts: server/api may not import server/testMode",
      "server/sessions/sessionRows.ts: server/sessions may not import server/vouchers",
      "server/shop/orderRows.ts: server/shop may not import server/storage/sqlite",
    ]);
  });

  it("checks a room that is one file: what it imports, and who may import it", () => {
    const dir = tree({
      // a one-file room stands below the faces and above the features
      "server/Options.ts": 'import "./zones/ZoneRegistry.ts";\nimport "./wiring/registerRoutes.ts";\n',
      "server/api/voucherRoutes.ts": 'import "../Options.ts";\n',
      "server/zones/ZoneRegistry.ts": 'import "../Options.ts";\n',
      "server/wiring/registerRoutes.ts": "export {};\n",
    });
    const rules = {
      "server/Options.ts": { mayImport: ["server/zones"] },
      "server/api": { mayImport: ["server/Options.ts"] },
      "server/zones": { mayImport: [] },
      "server/wiring": { mayImport: ["*"] },
    };
    const { violations, empty } = checkImportRules(dir, rules, []);
    expect(violations.map((v) => `${v.file}:${v.line}: ${v.from} may not import ${v.to}`)).toEqual([
      "server/Options.ts:2: server/Options.ts may not import server/wiring",
      "server/zones/ZoneRegistry.ts:1: server/zones may not import server/Options.ts",
    ]);
    expect(empty).not.toContain("server/Options.ts");
  });

  it("fails rooms that import one another round, although each import alone is allowed", () => {
    const dir = tree({
      // an adapter may import its port's folder, and the opener the adapters: an adapter that imports
      // the opener closes a circle no single import shows
      "server/storage/open/openStorage.ts": 'import "../sqlite/openSqliteStorage.ts";\n',
      "server/storage/sqlite/openSqliteStorage.ts":
        'import "../Storage.ts";\nimport "../open/openStorage.ts";\n',
      "server/storage/Storage.ts": "export {};\n",
    });
    const { violations, cycles } = checkImportRules(dir, undefined, []);
    expect(violations).toEqual([]);
    expect(cycles).toEqual([
      {
        rooms: ["server/storage/open", "server/storage/sqlite"],
        imports: [
          "server/storage/open/openStorage.ts -> server/storage/sqlite/openSqliteStorage.ts",
          "server/storage/sqlite/openSqliteStorage.ts -> server/storage/open/openStorage.ts",
        ],
      },
    ]);
    // and a longer round, in a table of its own that allows every arrow
    const round = tree({
      "a/x.ts": 'import "../b/y.ts";\n',
      "b/y.ts": 'import "../c/z.ts";\n',
      "c/z.ts": 'import "../a/x.ts";\n',
    });
    const rules = { a: { mayImport: ["b"] }, b: { mayImport: ["c"] }, c: { mayImport: ["a"] } };
    expect(checkImportRules(round, rules, []).cycles.map((c) => c.rooms)).toEqual([["a", "b", "c"]]);
  });

  it("holds for the project's own tree", () => {
    expect(checkImportRules(resolve("."))).toEqual({ violations: [], gone: [], empty: [], cycles: [] });
  });
});
