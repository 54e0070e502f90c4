import { hmacHex, sameHex } from "../../domain/hmacHex.ts";

// how far the agent's clock may be from the server's
export const AGENT_SKEW_S = 300;

/**
 * The agent's signature (ops/opennds/gangway-agent.sh): `t=<unix seconds>,s=<hex>` with s the
 * HMAC-SHA256, keyed with the zone's faskey, of "<t>.<zoneId>.<body>". A call is the agent's when
 * its signature matches and its time is near: a captured call is worth nothing minutes later.
 */
export function agentSigned(
  header: string | undefined,
  key: string,
  zoneId: string,
  body: string,
  nowMs: number,
): boolean {
  const m = /^t=(\d{1,12}),s=([0-9a-f]{64})$/.exec(header ?? "");
  if (!m) return false;
  const t = Number(m[1]);
  if (Math.abs(nowMs / 1000 - t) > AGENT_SKEW_S) return false;
  return sameHex(hmacHex(key, `${t}.${zoneId}.${body}`), m[2] as string);
}

export const agentSignature = (key: string, zoneId: string, body: string, nowMs: number): string => {
  const t = Math.floor(nowMs / 1000);
  return `t=${t},s=${hmacHex(key, `${t}.${zoneId}.${body}`)}`;
};
