import { isHttpsUrl } from "./isHttpsUrl.ts";

/**
 * What makes a configuration look like production, in words for the refusals and the start line:
 * an https PUBLIC_URL, and what the environment said (productionHintsFromEnv). Decided once at
 * start (buildApp.ts) and handed to every guard that asks: the payment sandbox, test mode, the
 * simulator's switch and the zones' checks.
 */
export function productionSignalsOf(o: { publicUrl?: string; productionHints?: string[] }): string[] {
  const hints = [...(o.productionHints ?? [])];
  if (isHttpsUrl(o.publicUrl)) hints.unshift(`PUBLIC_URL is https (${o.publicUrl})`);
  return hints;
}

/** The environment's signals: ALLOWED_HOSTS, DEMO=0, NODE_ENV=production. */
export function productionHintsFromEnv(env: NodeJS.ProcessEnv, demo: boolean): string[] {
  const hints: string[] = [];
  if ((env.ALLOWED_HOSTS ?? "").trim()) hints.push(`ALLOWED_HOSTS is set (${env.ALLOWED_HOSTS})`);
  if (!demo) hints.push("DEMO=0");
  if (env.NODE_ENV === "production") hints.push("NODE_ENV=production");
  return hints;
}
