import { featureRoutes } from "./featureRoutes.ts";
import { fixedRoutes } from "./fixedRoutes.ts";
import { zoneRoutes } from "./zoneRoutes.ts";

const matches = (route: string, path: string) =>
  new RegExp(`^${route.replace(/:\w+/g, "[^/]+")}/?$`).test(path);

/** The spec's name of the route at this path (NotFound for the catch-all). */
export function routeName(path: string): string {
  for (const table of [fixedRoutes, zoneRoutes, featureRoutes] as Record<string, string>[]) {
    for (const [name, route] of Object.entries(table)) if (matches(route, path)) return name;
  }
  return "NotFound";
}
