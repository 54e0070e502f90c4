import { existsSync, mkdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { promoteFleet } from "../zones/assembleFleet.ts";
import type { Db } from "../storage/Storage.ts";
import { digestOf, manifestFiles } from "./publishManifests.ts";

// a path the shore's table names inside an operator's folder; never one that leaves it
const SAFE = /^(?!.*(^|\/)\.\.?(\/|$))[A-Za-z0-9._/-]+$/;

/**
 * On board: the shore's manifests as the link brought them (fleet_manifests) into the ship's
 * manifests folder, each operator's folder replaced whole when any of its files differs; the
 * caller then reloads it as SIGHUP does (lint, reconcile, serve). `applied` keeps the table's
 * digest between calls, so an unchanged table costs one small query. Returns the operators
 * written (none: nothing to reload).
 */
export async function receiveManifests(db: Db, dir: string, applied: { digest?: string }): Promise<string[]> {
  const rows = await db
    .selectFrom("fleet_manifests")
    .select(["operator", "path", "sha256"])
    .orderBy("operator")
    .orderBy("path")
    .execute();
  if (rows.length === 0) return [];
  const digest = digestOf(Buffer.from(rows.map((r) => `${r.operator}/${r.path}:${r.sha256}`).join("\n")));
  if (digest === applied.digest) return [];
  const local = new Map(manifestFiles(dir).map((f) => [`${f.operator}/${f.path}`, f.sha256]));
  const operators = [...new Set(rows.map((r) => r.operator))];
  const differs = operators.filter((op) => {
    const theirs = rows.filter((r) => r.operator === op);
    const mine = [...local.keys()].filter((k) => k.startsWith(`${op}/`));
    return mine.length !== theirs.length || theirs.some((r) => local.get(`${op}/${r.path}`) !== r.sha256);
  });
  for (const op of differs) {
    const files = await db
      .selectFrom("fleet_manifests")
      .select(["path", "content", "updated_at"])
      .where("operator", "=", op)
      .execute();
    const staged = join(dir, `.${op}.incoming`);
    rmSync(staged, { recursive: true, force: true });
    for (const f of files) {
      if (!SAFE.test(f.path)) throw new Error(`the shore's manifests name a path outside ${op}/: ${f.path}`);
      const file = join(staged, f.path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, Buffer.from(f.content, "base64"));
      // the lint's "newcomer" rule reads file times: the shore's, not the moment they arrived
      const at = new Date(Number(f.updated_at));
      utimesSync(file, at, at);
    }
    if (!existsSync(staged)) mkdirSync(staged);
    promoteFleet(staged, join(dir, op));
  }
  applied.digest = digest;
  return differs;
}
