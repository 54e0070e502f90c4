import { createHash, randomBytes } from "node:crypto";
import type { Storage } from "../storage/Storage.ts";
import { toAccount } from "./accountRow.ts";
import type { ConsoleAccount } from "./ConsoleAccount.ts";

// signed-in browsers one account may keep; a new sign-in ends the oldest beyond these
const MAX_PER_ACCOUNT = 5;
// seen_at is written at most this often: a page's requests do not each write a row
const TOUCH_MS = 30_000;

export interface ConsoleSession {
  account: ConsoleAccount;
  csrf: string;
}

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new session for the account (a fresh id at every sign-in: no fixation); its token is the cookie's. */
export function openSession(store: Storage, accountId: string, now: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  return store.transaction(async ({ q }) => {
    await q
      .insertInto("console_sessions")
      .values({
        ...{ session_hash: hashOf(token), account_id: accountId },
        ...{ csrf_token: randomBytes(24).toString("base64url"), created_at: now, seen_at: now },
      })
      .execute();
    const kept = await q
      .selectFrom("console_sessions")
      .select("session_hash")
      .where("account_id", "=", accountId)
      .orderBy("seen_at", "desc")
      .limit(MAX_PER_ACCOUNT)
      .execute();
    await q
      .deleteFrom("console_sessions")
      .where("account_id", "=", accountId)
      .where(
        "session_hash",
        "not in",
        kept.map((k) => k.session_hash),
      )
      .execute();
    return token;
  });
}

/** The session a cookie's token names, unless idle for longer than idleMs (then it is ended). */
export async function readSession(
  store: Storage,
  token: string,
  now: number,
  idleMs: number,
): Promise<ConsoleSession | undefined> {
  const hash = hashOf(token);
  const row = await store.db
    .selectFrom("console_sessions as s")
    .innerJoin("console_accounts as a", "a.account_id", "s.account_id")
    .selectAll("a")
    .select(["s.csrf_token", "s.seen_at"])
    .where("s.session_hash", "=", hash)
    .executeTakeFirst();
  if (!row) return undefined;
  if (now - row.seen_at > idleMs || row.disabled_at !== null) {
    await closeSession(store, token);
    return undefined;
  }
  if (now - row.seen_at > TOUCH_MS)
    await store.db
      .updateTable("console_sessions")
      .set({ seen_at: now })
      .where("session_hash", "=", hash)
      .execute();
  return { account: toAccount(row), csrf: row.csrf_token };
}

export async function closeSession(store: Storage, token: string): Promise<void> {
  await store.db.deleteFrom("console_sessions").where("session_hash", "=", hashOf(token)).execute();
}

/** Sessions idle for longer than the timeout: no one can use them any more. */
export async function pruneSessions(store: Storage, now: number, idleMs: number): Promise<void> {
  await store.db
    .deleteFrom("console_sessions")
    .where("seen_at", "<", now - idleMs)
    .execute();
}
