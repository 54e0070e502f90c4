import { matchRoute, type Parser } from "wouter";
import { featureRoutes } from "./featureRoutes.ts";
import { fixedRoutes } from "./fixedRoutes.ts";
import { zoneRoutes } from "./zoneRoutes.ts";

/**
 * The spec's name of the route at this path (NotFound for the catch-all), matched by the router's
 * own parser (`useRouter().parser`), so the name is that of the page the router shows.
 */
export function routeName(path: string, parser: Parser): string {
  for (const table of [fixedRoutes, zoneRoutes, featureRoutes] as Record<string, string>[]) {
    for (const [name, route] of Object.entries(table)) if (matchRoute(parser, route, path)[0]) return name;
  }
  return "NotFound";
}
