/** What the files of one room may import (ARCHITECTURE.md, "The rooms and what each may touch"). */
export interface RoomRule {
  /**
   * Rooms, or folders that hold rooms ("engine": every room in it), whose files it may import, and
   * with them what those may import in turn: arrows point down, through every floor below. "*": any.
   */
  mayImport: readonly string[];
  /** single files of other rooms it may import as well (not what they import): their public entry points */
  entries?: readonly string[];
  /** npm packages it may import: a name (with its subpaths) or a scope ("@lingui/"); unset: any. node: always */
  packages?: readonly string[];
}

// boot, routes, i18n and theme stand on one floor, above every other room of the engine's: each may
// import its neighbours there and everything below
const ENGINE_TOP = ["engine/render", "engine/boot", "engine/routes", "engine/i18n", "engine/theme"];

/**
 * The rooms table as import rules, keyed by folder from the repository's root; a file belongs to
 * the longest folder that holds it. Files in no room (the root's configs, .storybook/) are not checked.
 * tools/checks/check-import-rules.ts applies it to the tree, in the static checks.
 */
export const IMPORT_RULES: Record<string, RoomRule> = {
  schemas: { mayImport: [] },
  manifests: { mayImport: [] },
  locales: { mayImport: [] },
  widgets: { mayImport: [], packages: ["react", "@lingui/"] },
  // the passenger actions' step machines: pure reducers the browser's flows and the server's forms
  // both walk (and the checks they run, the forms' field names), so the two faces cannot differ
  steps: { mayImport: ["schemas"], packages: [] },
  "engine/api": { mayImport: ["schemas", "steps"] },
  "engine/state": { mayImport: ["engine/api"] },
  // the two rooms the table does not name sit beside api and state, below the flows that use them:
  // the payment provider's window, and the way out to the access controller
  "engine/payment": { mayImport: [] },
  "engine/redirect": { mayImport: ["engine/api", "engine/state"] },
  // the portal's page paths and the name of the page at a path: pure data that the route table
  // above, and the flows and bindings that link to a page below it, all read
  "engine/paths": { mayImport: ["schemas"] },
  "engine/flows": {
    mayImport: ["engine/api", "engine/state", "engine/payment", "engine/redirect", "engine/paths"],
  },
  "engine/render": { mayImport: ["engine/flows", "widgets"] },
  "engine/boot": { mayImport: ENGINE_TOP },
  "engine/routes": { mayImport: ENGINE_TOP },
  // and the catalogs it loads
  "engine/i18n": { mayImport: [...ENGINE_TOP, "locales"] },
  "engine/theme": { mayImport: ENGINE_TOP },
  // the server's one way into the engine: the page drawn on the server, from the top floor
  "engine/ssr": { mayImport: ENGINE_TOP },
  stories: { mayImport: ["widgets", "engine"] },
  fleet: { mayImport: ["schemas"] },
  // the page renderer loads the entry built (dist-ssr/renderPage.js) by its path at run time
  server: { mayImport: ["schemas", "fleet", "steps"], entries: ["engine/ssr/renderPage.tsx"] },
  // operations.ts: what the operator commands use of the server (its database, as the server opens it)
  tools: {
    mayImport: ["schemas", "fleet", "manifests"],
    entries: ["server/main.ts", "server/buildApp.ts", "server/operations.ts"],
  },
  tests: { mayImport: ["*"] },
};

/** Imports that still cross the table, and why; each "file -> file it imports", from the root. */
export interface KnownBreak {
  why: string;
  imports: readonly string[];
}

/**
 * The imports that break the table, one by one, so that no other import can join them; the check
 * fails on one that is gone as well, so that this list only shrinks. None today: mend a break
 * (move what both sides need to the lowest floor that needs it) rather than list it.
 */
export const KNOWN_BREAKS: readonly KnownBreak[] = [];
