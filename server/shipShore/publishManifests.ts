import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fleetPrint, operatorFolders } from "../zones/assembleFleet.ts";
import type { Storage } from "../storage/Storage.ts";

// one shore server at a time writes the table (any fixed number): all of them serve one folder
const MANIFESTS_LOCK = 0x6a6e_7761_7905;

export interface ManifestFile {
  operator: string;
  // inside the operator's folder, with "/" whatever the platform
  path: string;
  content: string;
  sha256: string;
}

export const digestOf = (bytes: Buffer): string => createHash("sha256").update(bytes).digest("hex");

/** Every file of the operator folders of a manifests folder (the root's own manifests are no operator's). */
export function manifestFiles(dir: string): ManifestFile[] {
  return operatorFolders(dir).flatMap((operator) =>
    readdirSync(join(dir, operator), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name))
      .sort()
      .map((file) => {
        const bytes = readFileSync(file);
        const path = relative(join(dir, operator), file).split(sep).join("/");
        return { operator, path, content: bytes.toString("base64"), sha256: digestOf(bytes) };
      }),
  );
}

/**
 * On shore: the fleet it serves (its last good manifests, DATA_DIR/last-good-manifests) into
 * fleet_manifests, which each vessel's link carries to the ship (its operator's files). Only
 * what changed is written, so an unchanged fleet sends nothing over the link. `published` keeps
 * the folder's print between calls; returns how many files changed.
 */
export async function publishManifests(
  store: Storage,
  keepDir: string,
  published: { print?: string },
  now: number,
): Promise<number> {
  const print = fleetPrint(keepDir);
  if (!print || print === published.print) return 0;
  const files = manifestFiles(keepDir);
  const changed = await store.transaction(async (tx) => {
    await tx.lock(MANIFESTS_LOCK);
    const rows = await tx.q.selectFrom("fleet_manifests").select(["operator", "path", "sha256"]).execute();
    const known = new Map(rows.map((r) => [`${r.operator}/${r.path}`, r.sha256]));
    let n = 0;
    for (const f of files) {
      const key = `${f.operator}/${f.path}`;
      const sha = known.get(key);
      known.delete(key);
      if (sha === f.sha256) continue;
      const row = { content: f.content, sha256: f.sha256, updated_at: now };
      await tx.q
        .insertInto("fleet_manifests")
        .values({ operator: f.operator, path: f.path, ...row })
        .onConflict((oc) => oc.columns(["operator", "path"]).doUpdateSet(row))
        .execute();
      n++;
    }
    for (const key of known.keys()) {
      const [operator, ...path] = key.split("/");
      await tx.q
        .deleteFrom("fleet_manifests")
        .where("operator", "=", operator as string)
        .where("path", "=", path.join("/"))
        .execute();
      n++;
    }
    return n;
  });
  published.print = print;
  return changed;
}
