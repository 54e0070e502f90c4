import type { FastifyRequest } from "fastify";

// personal data never reaches the log: cruise logins, store customers, api keys
const PERSONAL = [
  "email",
  "key",
  "personalKey",
  "dateOfBirth",
  "dob",
  "lastname",
  "surname",
  "firstName",
  "lastName",
];
export const REDACT_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-zone-api-key"]',
  ...PERSONAL.flatMap((k) => [k, `*.${k}`, `*.*.${k}`]),
];

const SEP = "(?::|-|%3[aA])";
const MAC_IN_TEXT = new RegExp(
  `\\b[0-9a-fA-F]{2}(?:${SEP}[0-9a-fA-F]{2}){3}${SEP}([0-9a-fA-F]{2})${SEP}([0-9a-fA-F]{2})\\b`,
  "g",
);
const BARE_MAC = /\b[0-9a-fA-F]{8}([0-9a-fA-F]{2})([0-9a-fA-F]{2})\b/g;

// keeps the last two octets: enough to follow one device, not to identify it
export function maskMacs(text: string): string {
  return text.replace(MAC_IN_TEXT, "xx:xx:xx:xx:$1:$2").replace(BARE_MAC, "xx:xx:xx:xx:$1:$2");
}

// an order's public id is the key to its voucher codes: the log keeps its first 6 characters
export function maskOrderIds(text: string): string {
  return text.replace(/(\/store\/order\/[A-Za-z0-9_-]{6})[A-Za-z0-9_-]+/g, "$1…");
}

// a relay id reads a cruise job's result (a charge's voucher code): in a path or a query, the
// log keeps its first 6 characters; so do the gateway's signature and ts-bound sig (sig=)
export function maskRelayIds(text: string): string {
  return text
    .replace(
      /(\/(?:validate|charge)\/poll\/|\/packages\/|[?&]relayId=)([A-Za-z0-9-]{6})[A-Za-z0-9-]+/g,
      "$1$2…",
    )
    .replace(/([?&]sig=)[0-9a-fA-F]+/g, "$1…");
}

// openNDS's query carries a gateway's secrets: `custom` the device's one-time handoff credential
// (sent back with its `status=authenticated` return), `fas` the client's details (its MAC in
// base64, past maskMacs), `tok` the client's token; the log keeps the first 6 characters of each
export function maskGatewayQuery(text: string): string {
  return text.replace(/([?&](?:custom|fas|tok)=)([^&#]{0,6})[^&#]*/g, "$1$2…");
}

function request(req: FastifyRequest) {
  return {
    method: req.method,
    url: maskGatewayQuery(maskRelayIds(maskOrderIds(maskMacs(req.url)))),
  };
}

export function loggerOptions(logger: boolean | object | undefined): false | Record<string, unknown> {
  if (!logger) return false;
  return {
    level: "info",
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    serializers: { req: request },
    ...(typeof logger === "object" ? logger : {}),
  };
}
