import { cookieOf } from "./cookieAttributes.ts";
import { fromClient } from "./production.ts";
import { type TestApp, ZONE } from "./testApp.ts";

/** A browser on the ship: its address as the TLS proxy forwards it, and the cookies it was given. */
export function browserAt(t: TestApp, address: string) {
  const jar = new Map<string, string>();
  const send = async (method: "GET" | "POST", url: string, payload?: object, zone = ZONE) => {
    const cookie = [...jar].map(([n, v]) => `${n}=${v}`).join("; ");
    const res = await fromClient(t, address, { method, url, payload, zone, cookie: cookie || undefined });
    for (const name of ["gw_browser", "gw_device"]) {
      const kept = cookieOf(res.headers, name);
      if (kept) jar.set(name, kept.slice(name.length + 1));
    }
    return res;
  };
  return { send, jar };
}
