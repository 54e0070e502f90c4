import type { CDPSession } from "@playwright/test";

export interface RecordedRequest {
  url: string;
  type: string;
  initiator?: string;
  sentAt: number; // epoch ms
  finishedAt?: number; // epoch ms, when its last byte arrived
  rawBytes: number; // decoded body
  wireBytes: number; // on the wire, headers included
  body?: Buffer;
}

interface Initiator {
  type: string;
  url?: string;
  stack?: { callFrames: { url: string }[] };
}

// the url that caused a request: the parsing document, or the script on top of the stack
function initiatorUrl(initiator: Initiator): string | undefined {
  return initiator.url ?? initiator.stack?.callFrames.find((frame) => frame.url)?.url;
}

/** Records every request of a page through the DevTools protocol: who asked, when, and its sizes. */
export function recordRequests(cdp: CDPSession) {
  const requests = new Map<string, RecordedRequest>();
  // the protocol's event times are monotonic seconds; the request's wall time pins them to the clock
  let offsetMs = 0;
  cdp.on("Network.requestWillBeSent", (e) => {
    offsetMs = e.wallTime * 1000 - e.timestamp * 1000;
    requests.set(e.requestId, {
      url: e.request.url,
      type: e.type ?? "Other",
      initiator: initiatorUrl(e.initiator),
      sentAt: e.wallTime * 1000,
      rawBytes: 0,
      wireBytes: 0,
    });
  });
  cdp.on("Network.dataReceived", (e) => {
    const r = requests.get(e.requestId);
    if (r) r.rawBytes += e.dataLength;
  });
  cdp.on("Network.loadingFinished", (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    r.wireBytes = e.encodedDataLength;
    r.finishedAt = e.timestamp * 1000 + offsetMs;
  });
  return {
    requests,
    async bodies(): Promise<void> {
      for (const [id, r] of requests) {
        try {
          const { body, base64Encoded } = await cdp.send("Network.getResponseBody", { requestId: id });
          r.body = Buffer.from(body, base64Encoded ? "base64" : "utf8");
        } catch {
          // no body (a 204, a redirect): nothing to weigh
        }
      }
    },
  };
}

/** Sequential round trips: a request sits one step below the request that caused it. */
export function depths(requests: RecordedRequest[]): Map<RecordedRequest, number> {
  const byUrl = new Map(requests.map((r) => [r.url, r]));
  const depth = new Map<RecordedRequest, number>();
  const of = (r: RecordedRequest, seen = new Set<RecordedRequest>()): number => {
    const known = depth.get(r);
    if (known !== undefined) return known;
    const parent = r.initiator ? byUrl.get(r.initiator) : undefined;
    const d = parent && parent !== r && !seen.has(parent) ? of(parent, seen.add(r)) + 1 : 1;
    depth.set(r, d);
    return d;
  };
  for (const r of requests) of(r);
  return depth;
}
