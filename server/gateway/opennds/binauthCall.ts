import type { Attributes } from "../../access/GatewayDevice.ts";
import { octets } from "./octets.ts";

/** What the agent posts for one BinAuth call: the method and openNDS's arguments, form-encoded. */
export type BinauthCall =
  // a device asks to be let through: the credential the portal put in `custom`
  | { kind: "access"; attributes: Attributes }
  // openNDS let it through, or let it go (with its byte counts)
  | { kind: "accounting"; attributes: Attributes };

// why openNDS let a device go, as RADIUS's Acct-Terminate-Cause says it (docs/source/binauth.rst)
const CAUSES: Record<string, string> = {
  client_deauth: "User-Request",
  ndsctl_deauth: "Admin-Reset",
  idle_deauth: "Idle-Timeout",
  timeout_deauth: "Session-Timeout",
  downquota_deauth: "Session-Timeout",
  upquota_deauth: "Session-Timeout",
  shutdown_deauth: "NAS-Reboot",
};

/**
 * A BinAuth call as the gateway core's attributes: auth_client is an Access-Request with the
 * credential (`custom` is "<User-Name>.<password>"), client_auth and ndsctl_auth a Start, the
 * *_deauth methods a Stop. openNDS counts "incoming" as what reaches the device: RADIUS's output.
 * Undefined for what is not a call the agent makes.
 */
export function binauthCall(zoneId: string, f: URLSearchParams, nowMs: number): BinauthCall | undefined {
  const method = f.get("method") ?? "";
  const mac = f.get("mac") ?? "";
  const token = f.get("token") ?? "";
  if (!mac || !/^[0-9a-f]{1,16}$/i.test(token)) return undefined;
  const base = { "NAS-Identifier": zoneId, "Calling-Station-Id": mac, "Acct-Session-Id": `nds-${token}` };
  if (method === "auth_client") {
    const custom = f.get("custom") ?? "";
    const dot = custom.indexOf(".");
    return {
      kind: "access",
      attributes: {
        ...base,
        "User-Name": dot > 0 ? custom.slice(0, dot) : "",
        "User-Password": dot > 0 ? custom.slice(dot + 1) : "",
        ...(f.get("ip") ? { "Framed-IP-Address": f.get("ip") } : {}),
      },
    };
  }
  if (method === "client_auth" || method === "ndsctl_auth")
    return { kind: "accounting", attributes: { ...base, "Acct-Status-Type": "Start" } };
  const cause = CAUSES[method];
  if (!cause) return undefined;
  const start = Number(f.get("start") ?? 0);
  return {
    kind: "accounting",
    attributes: {
      ...base,
      "Acct-Status-Type": "Stop",
      ...octets("Input", Number(f.get("out") ?? 0)),
      ...octets("Output", Number(f.get("in") ?? 0)),
      "Acct-Session-Time": start > 0 ? Math.max(0, Math.round(nowMs / 1000 - start)) : 0,
      "Acct-Terminate-Cause": cause,
    },
  };
}
