import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { evaluateDiagnostic } from "../../../engine/flows/evaluateDiagnostic.ts";

const state = {
  session: { bytesUsed: 123, isSessionUsedUp: false, tags: ["a", "b"] },
  query: { mac: "02:00:00:00:00:aa", zoneId: "sk-tern" },
  settings: null,
  storage: { session: { query: { mac: "x" }, "gangnet/premium:cart": { 1: 2 } }, local: { locale: "sv" } },
};

describe("evaluateDiagnostic", () => {
  it.each([
    ["session.bytesUsed", "123"],
    ["query.zoneId", '"sk-tern"'],
    ["session.tags[1]", '"b"'],
    ['storage.session["gangnet/premium:cart"]', '{\n  "1": 2\n}'],
    ["keys(storage.local)", '[\n  "locale"\n]'],
    ["  settings  ", "null"],
    ["session.missing", "undefined"],
    ["", '["session","query","settings","storage"]'],
  ])("answers %j with %j", (query, text) => {
    expect(evaluateDiagnostic(query, state)).toEqual({ ok: true, text });
  });

  it.each([
    ["window.location", /unknown name "window"/],
    ["settings.zonePrefix", /settings is null/],
    ["alert(1)", /unknown name "alert"/],
    ["session.bytesUsed; fetch('/x')", /cannot read/],
    ["keys(session.bytesUsed)", /has no keys/],
  ])("refuses %j with a reason", (query, reason) => {
    const result = evaluateDiagnostic(query, state);
    expect(result.ok).toBe(false);
    expect(result.text).toMatch(reason);
  });

  it("reads only own properties: no way to the prototype chain", () => {
    expect(evaluateDiagnostic("session.constructor", state)).toEqual({ ok: true, text: "undefined" });
    expect(evaluateDiagnostic('session["__proto__"]', state)).toEqual({ ok: true, text: "undefined" });
    expect(evaluateDiagnostic("toString", state).ok).toBe(false);
  });

  it("no engine code evaluates text as code", () => {
    const root = join(import.meta.dirname, "../../../engine");
    const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter(
      (e) => e.isFile() && /\.tsx?$/.test(e.name),
    );
    for (const file of files) {
      const source = readFileSync(join(file.parentPath, file.name), "utf8");
      expect(source, file.name).not.toMatch(/\beval\s*\(|\bnew\s+Function\s*\(|\bFunction\s*\(/);
    }
  });
});
