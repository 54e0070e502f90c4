/** How the start went: what the routes draw (the app's pages, or the spec's error screens). */
export type BootOutcome =
  // fromPage: started from the data the server drew this very page with
  | { kind: "ready"; fromPage?: boolean }
  | { kind: "no-query" }
  | { kind: "refused" }
  | { kind: "failed"; error: unknown };
