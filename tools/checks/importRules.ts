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
  /**
   * the only rooms or files ("server/wiring", "server/storage/open/openStorage.ts") whose imports may land
   * here, whatever the others' rules allow: a plugin reached from the app's wiring alone, an adapter
   * from its opener alone
   */
  onlyFrom?: readonly string[];
}

// boot, routes, i18n and theme stand on one floor, above every other room of the engine's: each may
// import its neighbours there and everything below
const ENGINE_TOP = ["engine/render", "engine/boot", "engine/routes", "engine/i18n", "engine/theme"];

// the rooms of server/ that every face may reach: its features down to the ground
const SERVER_FEATURES = [
  "server/shop",
  "server/cruise",
  "server/vouchers",
  "server/opens",
  "server/erasure",
  "server/reports",
];
const SERVER_SIDE = [...SERVER_FEATURES, "server/seam", "server/openapi", "server/analytics"];
// the app's wiring: server/'s own files and server/wiring/
const APP_WIRING = ["server", "server/wiring"];
// what may open a database: the storage room's openers (the server's, and the ship-and-shore link's peers)
const STORAGE_OPENERS = [
  "server/storage/open/openStorage.ts",
  "server/storage/open/openServerStorage.ts",
  "server/storage/open/openPeerStorage.ts",
];
const STORAGE_ADAPTER_ENTRIES = [
  "server/storage/sqlite/openSqliteStorage.ts",
  "server/storage/sqlite/openSqliteFile.ts",
  "server/storage/pg/openPgStorage.ts",
  "server/storage/pg/createPool.ts",
];

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
  // server/'s own files (main.ts, buildApp.ts, operations.ts, startLine.ts): the app's composition,
  // above every room of server/
  server: { mayImport: ["server/wiring"] },
  // the composition's own pieces (the HTTP plumbing, reloads, the start line, the console's
  // options): with buildApp, the one place demo and test mode are reached from
  "server/wiring": {
    mayImport: [
      "server/api",
      "server/accessController",
      "server/pages",
      "server/testMode",
      "server/maintenance",
      "server/env",
      "server/brand",
      "server/console",
      ...SERVER_SIDE,
    ],
  },
  // the console (/console): the desk's and the operator's face, over the same use cases as the CLI
  "server/console": { mayImport: [...SERVER_FEATURES, "server/env", "server/http"] },
  // how a section of the environment is checked and documented (checkEnv, EnvSection, ownSection):
  // at the ground beside the domain, for each plugin's own section (its read…Env.ts beside it)
  "server/env": { mayImport: [] },
  // the two faces of the passenger actions, over the seam, each reading what the plugins it depends
  // on decorate the instance with (and the JSON routes of the gateway side: FreeRADIUS's REST
  // calls, the RFC 8908 API; the shop's and the provider's notices; settings; analytics; the
  // OpenAPI document)
  "server/api": { mayImport: ["server/seam", "server/analytics", "server/openapi"] },
  // the simulators' plugin and the access-controller simulator's HTTP face (/auth, /logout, …)
  "server/accessController": { mayImport: ["server/security", "server/gateway"] },
  // the page renderer loads the entry built (dist-ssr/renderPage.js) by its path at run time
  "server/pages": { mayImport: ["server/seam", "server/brand"], entries: ["engine/ssr/renderPage.tsx"] },
  // TEST_MODE's routes and the demo rows: a plugin on the features, registered by the composition alone
  "server/testMode": {
    mayImport: ["server/seam", "server/demo"],
    onlyFrom: APP_WIRING,
  },
  // the demo rows' plugin, registered by the composition (and test mode, which seeds them again)
  "server/demo": {
    mayImport: SERVER_FEATURES,
    onlyFrom: [...APP_WIRING, "server/testMode"],
  },
  // headers and banners as responsive images, made from the manifests' own
  "server/brand": { mayImport: ["server/zones", "server/http"] },
  "server/maintenance": { mayImport: SERVER_FEATURES },
  "server/openapi": { mayImport: ["server/http"] },
  "server/analytics": { mayImport: ["server/zones", "server/rateLimit", "server/http"] },
  // who acts (zone, device, browser, gateway vouching), resolved once, and every action it may take
  "server/seam": { mayImport: SERVER_FEATURES },
  // the features, each its use cases, rules and one outcome table, from the top one down
  "server/shop": { mayImport: ["server/vouchers", "server/metrics", "server/shipShore"] },
  "server/cruise": { mayImport: ["server/vouchers"] },
  "server/vouchers": { mayImport: ["server/security", "server/shipShore"] },
  "server/opens": { mayImport: ["server/security"] },
  "server/metrics": { mayImport: ["server/gateway", "server/reports", "server/shipShore"] },
  "server/security": { mayImport: ["server/access", "server/http"] },
  // the gateway side's protocol edge (the RADIUS codec and server, the rlm_rest face, dialects,
  // handoff, simulator) above the decisions it speaks for
  "server/gateway": { mayImport: ["server/access", "server/http"] },
  // the gateway side's decisions, below every protocol: sessions at the gateway, voucher use,
  // device addresses, accounting and authorisation, verdict rows, the handoff credentials
  "server/access": { mayImport: ["server/sessions", "server/zones", "server/rateLimit"] },
  "server/reports": { mayImport: ["server/zones"] },
  "server/erasure": { mayImport: ["server/storage"] },
  "server/shipShore": { mayImport: ["server/zones", "server/sessions"] },
  "server/sessions": { mayImport: ["server/storage"] },
  "server/zones": { mayImport: ["server/http", "server/storage"] },
  "server/rateLimit": { mayImport: ["server/storage"] },
  // HTTP plumbing every face and feature uses
  "server/http": { mayImport: ["server/domain"] },
  // the storage port; its adapters reached from its openers alone
  "server/storage": { mayImport: ["server/domain", "server/cluster"] },
  // the openers choose an adapter: a room above the port and its adapters, so that neither imports back
  "server/storage/open": { mayImport: ["server/storage"], entries: STORAGE_ADAPTER_ENTRIES },
  "server/storage/sqlite": { mayImport: ["server/storage"], onlyFrom: STORAGE_OPENERS },
  "server/storage/pg": { mayImport: ["server/storage"], onlyFrom: STORAGE_OPENERS },
  "server/cluster": { mayImport: [] },
  // the types and pure rules every room shares, at the ground
  "server/domain": { mayImport: ["schemas", "fleet", "steps", "server/env"] },
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
 * fails on one that is gone as well, so that this list only shrinks. Mend a break (move what both
 * sides need to the lowest floor that needs it) rather than list it; each group says why it stands.
 */
export const KNOWN_BREAKS: readonly KnownBreak[] = [];
