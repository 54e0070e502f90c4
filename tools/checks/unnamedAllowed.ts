// The server's files that may stay named after none of their exports, each with why. A file that
// comes to be named after an export (or goes) must leave this list, and no other may join it
// without a reason here: tests/tools/fileNames.test.ts holds both ways.

// a table's module: its rows' mapping, writes, reads and prune in one place, so that the table's
// bound and its statements are read together
const TABLE = "a table's statements, named after the table";

// named after what they are, for a reason a file per export would lose
const BY_ROLE: Record<string, string> = {
  "server/operations.ts": "the tools' one door into server/ (the import rules): re-exports only",
  "server/domain/types.ts": "the records the domain rules read, one vocabulary that most features import",
  "server/domain/time.ts": "the units of time: MINUTE, HOUR and DAY",
  "server/domain/zonedTime.ts":
    "a zone's calendar arithmetic: seven functions on one cache of Intl formatters",
  "server/gateway/radius/radiusCodec.ts": "RADIUS's codec: decoding and encoding of one packet format",
  "server/gateway/radius/radiusDictionary.ts": "the RADIUS dictionary: attribute, vendor and code tables",
  "server/gateway/radius/signatures.ts":
    "RADIUS's authenticators (RFC 2865, 2866, 3579, 5176): signed and checked, requests and responses",
  "server/gateway/redirects.ts":
    "where a device goes after each access-controller step (auth, logout, bypasses, relay): one table",
  "server/sessions/deviceActions.ts":
    "logOut and resetDevice on one SessionDeps (a logOut.ts clashes with logout.ts where case folds)",
  "server/sessions/sessionState.ts": "a session period's rules: five predicates on one record, read together",
  "server/cruise/cruiseRows.ts": TABLE,
  "server/opens/openRows.ts": TABLE,
  "server/shop/orderRows.ts": TABLE,
  "server/vouchers/voucherRows.ts": TABLE,
  "server/access/accountingRows.ts": TABLE,
  "server/access/deviceAddresses.ts": TABLE,
  "server/access/disconnectAnswers.ts": TABLE,
  "server/console/signInBackoff.ts": TABLE,
  "server/sessions/sessionRows.ts": TABLE,
  "server/console/consoleMessages.ts":
    "the console's texts (WORDS) and their type: one catalog, extracted by Lingui",
  "server/shipShore/replicatedTables.ts":
    "the tables each way between ship and shore (SHORE_TO_SHIP, SHIP_TO_SHORE): read together",
};

export const UNNAMED_ALLOWED: Record<string, string> = BY_ROLE;
