import { relative } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { formatProblem } from "../../fleet/lint/formatProblem.ts";
import { lintFleet } from "../../fleet/lint/lintFleet.ts";
import type { LintProblem } from "../../fleet/lint/problem.ts";
import { MANIFEST_ROOT } from "../../fleet/manifests/listManifestFiles.ts";
import type { ResolvedManifest } from "../../fleet/manifests/resolveManifest.ts";

// a device address no demo data uses, so a click starts from a fresh session
export const DEV_MAC = "02:00:00:00:00:10";

interface ServedZone {
  zoneId: string;
  opens?: { id: number; keyword: string }[];
}

export interface ZoneIndex {
  zones: ResolvedManifest[];
  problems: LintProblem[];
  /** page name → route path, e.g. LoginTrial → /login/trial/:openId */
  routes: Record<string, string>;
}

const html = (text: unknown) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// the first zone id the manifest serves (its `zones`), with the manifest's opens
function servedZone(manifest: ResolvedManifest["manifest"]): ServedZone | undefined {
  const first = Array.isArray(manifest.zones) ? (manifest.zones[0] as { zoneId?: unknown }) : undefined;
  if (typeof first?.zoneId !== "string") return undefined;
  return { zoneId: first.zoneId, opens: manifest.opens as ServedZone["opens"] };
}

// a route with a parameter gets it from the manifest: the trial page needs an open's id
function fillRoute(route: string, demo: ServedZone): string | undefined {
  const open = demo.opens?.find((o) => o.keyword.startsWith("trial")) ?? demo.opens?.[0];
  const filled = route.replace(/:openId\b/, open ? String(open.id) : ":openId");
  return filled.includes(":") ? undefined : filled;
}

function zoneSection(zone: ResolvedManifest, index: ZoneIndex): string {
  const m = zone.manifest;
  const prefix = String(m.zonePrefix);
  const demo = servedZone(m);
  const locales = Array.isArray(m.locales) ? m.locales.map(String) : [];
  const file = relative(process.cwd(), zone.file);
  const head = `<h2>${html(prefix)}</h2><p>${html(m.tier)} · ${html(locales.join(", "))} · <code>${html(file)}</code></p>`;
  if (!demo)
    return `${head}<p class="missing">no zone id serves this layout (add "zones" to the manifest)</p>`;
  const query = `mac=${DEV_MAC}&zoneId=${encodeURIComponent(demo.zoneId)}`;
  const pages = Object.keys((m.pages as object | undefined) ?? {});
  const rows = pages.map((page) => {
    const route = index.routes[page];
    const path = route ? fillRoute(route, demo) : undefined;
    const cells = locales.map((l) =>
      path
        ? `<a href="${html(`${path}?${query}&lang=${l}`)}">${html(l)}</a>`
        : `<span title="no route">${html(l)}</span>`,
    );
    return `<tr><th>${html(page)}</th><td><code>${html(path ?? route ?? "?")}</code></td><td>${cells.join(" ")}</td></tr>`;
  });
  return `${head}<p>zoneId <code>${html(demo.zoneId)}</code> · <a href="/?${html(query)}">open the portal</a> (it goes on to /start)</p><table>${rows.join("")}</table>`;
}

/** The dev index page: every zone, a link into the portal and to each of its pages in each locale. */
export function zoneIndexHtml(index: ZoneIndex): string {
  const problems = index.problems.length
    ? `<section class="problems"><h2>${index.problems.length} manifest problems</h2><pre>${html(index.problems.map((p) => formatProblem(p)).join("\n"))}</pre></section>`
    : "";
  const sorted = [...index.zones].sort((a, b) =>
    String(a.manifest.zonePrefix).localeCompare(String(b.manifest.zonePrefix)),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Gangway zones</title>
<style>body{font:15px/1.4 system-ui,sans-serif;margin:2rem;max-width:60rem}table{border-collapse:collapse}th,td{text-align:left;padding:.2rem .8rem .2rem 0}
.missing{color:#a33}.problems pre{background:#fee;padding:1rem;white-space:pre-wrap}a{margin-right:.5rem}</style></head>
<body><h1>Gangway zones (dev)</h1>${problems}${sorted.map((z) => zoneSection(z, index)).join("")}</body></html>`;
}

// the engine's route table is the one source of page paths; read it through Vite so edits show at once
async function pageRoutes(server: ViteDevServer): Promise<Record<string, string>> {
  try {
    const module = await server.ssrLoadModule("/engine/paths/zoneRoutes.ts");
    return (module.zoneRoutes as Record<string, string>) ?? {};
  } catch {
    return {};
  }
}

/** Dev only: /__zones lists every zone, and / without a query goes there instead of the error page. */
export function devZoneIndexPlugin({ root = MANIFEST_ROOT } = {}): Plugin {
  return {
    name: "gangway-dev-zone-index",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? "/", "http://dev");
        if (url.pathname === "/" && url.search === "") {
          res.writeHead(302, { location: "/__zones" }).end();
          return;
        }
        if (url.pathname !== "/__zones") return next();
        const fleet = lintFleet({ root });
        pageRoutes(server).then((routes) => {
          const body = zoneIndexHtml({
            zones: fleet.zones,
            problems: fleet.problems,
            routes,
          });
          res
            .writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" })
            .end(body);
        }, next);
      });
    },
  };
}
