/** What openNDS says of a device in its FAS redirect (`fas=`, src/http_microhttpd.c), as read. */
export interface OpenndsFas {
  hid: string;
  clientip: string;
  clientmac: string;
  gatewayname: string;
  /** where openNDS listens, "address:port" */
  gatewayaddress: string;
  originurl: string;
}

// a fas longer than openNDS writes (its QUERYMAXLEN is 4096) is not read
const MAX_FAS = 6000;

/**
 * Level 1's `fas`: base64 of "hid=…, clientip=…, clientmac=…, …", its values url-encoded by
 * openNDS. The query's `+` may arrive as a space (openNDS does not encode its base64). Undefined
 * when it is not openNDS's (no hid of 64 hex digits, no MAC, no gateway address).
 */
export function readOpenndsFas(raw: string | undefined): OpenndsFas | undefined {
  if (!raw || raw.length > MAX_FAS) return undefined;
  return parseOpenndsFas(Buffer.from(raw.replaceAll(" ", "+"), "base64").toString("utf8"));
}

/** The fields of a fas's text, level 1's or level 3's once decrypted (readOpenndsFas3.ts). */
export function parseOpenndsFas(text: string): OpenndsFas | undefined {
  const fields = new Map<string, string>();
  for (const part of text.split(", ")) {
    const eq = part.indexOf("=");
    if (eq <= 0) continue;
    try {
      fields.set(part.slice(0, eq), decodeURIComponent(part.slice(eq + 1)));
    } catch {
      // a value that is not url-encoding: left out
    }
  }
  const get = (name: string) => fields.get(name) ?? "";
  const fas = {
    hid: get("hid").toLowerCase(),
    clientip: get("clientip"),
    clientmac: get("clientmac"),
    gatewayname: get("gatewayname"),
    gatewayaddress: get("gatewayaddress"),
    originurl: get("originurl"),
  };
  if (!/^[0-9a-f]{64}$/.test(fas.hid) || !fas.clientmac || !fas.gatewayaddress) return undefined;
  return fas;
}
