// The attributes Gangway reads and writes, with the type that fixes each one's length (RFC 2865,
// 2866, 2869, 3162, 3579, 5176, 6911, and the WISPr, ChilliSpot and Mikrotik vendors). An
// attribute not named here is checked only for its framing, and never decoded.

export type AttributeType = "string" | "integer" | "ipaddr" | "ipv6addr" | "octets" | "signature";

export interface AttributeDef {
  name: string;
  type: AttributeType;
  // named values of an integer, and the other way round (for the encoder)
  values?: Readonly<Record<number, string>>;
  numbers?: Readonly<Record<string, number>>;
}

const STATUS = { 1: "Start", 2: "Stop", 3: "Interim-Update", 7: "Accounting-On", 8: "Accounting-Off" };
const TERMINATE = {
  ...{ 1: "User-Request", 2: "Lost-Carrier", 3: "Lost-Service", 4: "Idle-Timeout", 5: "Session-Timeout" },
  ...{ 6: "Admin-Reset", 7: "Admin-Reboot", 8: "Port-Error", 9: "NAS-Error", 10: "NAS-Request" },
  ...{ 11: "NAS-Reboot", 12: "Port-Unneeded", 13: "Port-Preempted", 14: "Port-Suspended" },
  ...{ 15: "Service-Unavailable", 16: "Callback", 17: "User-Error", 18: "Host-Request" },
};
const ERROR_CAUSE = {
  ...{ 201: "Residual-Session-Context-Removed", 401: "Unsupported-Attribute", 402: "Missing-Attribute" },
  ...{ 403: "NAS-Identification-Mismatch", 404: "Invalid-Request", 503: "Session-Context-Not-Found" },
  ...{ 504: "Session-Context-Not-Removable", 506: "Resources-Unavailable" },
};

const def = (name: string, type: AttributeType, values?: Record<number, string>): AttributeDef =>
  values
    ? {
        name,
        type,
        values,
        numbers: Object.fromEntries(Object.entries(values).map(([n, v]) => [v, Number(n)])),
      }
    : { name, type };

export const STANDARD: ReadonlyMap<number, AttributeDef> = new Map([
  [1, def("User-Name", "string")],
  // encrypted with the secret; MAC authentication needs none of it
  [2, def("User-Password", "octets")],
  [3, def("CHAP-Password", "octets")],
  [4, def("NAS-IP-Address", "ipaddr")],
  [5, def("NAS-Port", "integer")],
  [6, def("Service-Type", "integer")],
  [8, def("Framed-IP-Address", "ipaddr")],
  [18, def("Reply-Message", "string")],
  [24, def("State", "octets")],
  [25, def("Class", "octets")],
  [27, def("Session-Timeout", "integer")],
  [28, def("Idle-Timeout", "integer")],
  [29, def("Termination-Action", "integer", { 0: "Default", 1: "RADIUS-Request" })],
  [30, def("Called-Station-Id", "string")],
  [31, def("Calling-Station-Id", "string")],
  [32, def("NAS-Identifier", "string")],
  [33, def("Proxy-State", "octets")],
  [40, def("Acct-Status-Type", "integer", STATUS)],
  [41, def("Acct-Delay-Time", "integer")],
  [42, def("Acct-Input-Octets", "integer")],
  [43, def("Acct-Output-Octets", "integer")],
  [44, def("Acct-Session-Id", "string")],
  [46, def("Acct-Session-Time", "integer")],
  [49, def("Acct-Terminate-Cause", "integer", TERMINATE)],
  [52, def("Acct-Input-Gigawords", "integer")],
  [53, def("Acct-Output-Gigawords", "integer")],
  [55, def("Event-Timestamp", "integer")],
  [61, def("NAS-Port-Type", "integer")],
  [80, def("Message-Authenticator", "signature")],
  [85, def("Acct-Interim-Interval", "integer")],
  [95, def("NAS-IPv6-Address", "ipv6addr")],
  [101, def("Error-Cause", "integer", ERROR_CAUSE)],
  [168, def("Framed-IPv6-Address", "ipv6addr")],
]);

export const VENDOR_SPECIFIC = 26;
export const MESSAGE_AUTHENTICATOR = 80;
export const PROXY_STATE = 33;

// vendor id → its attributes, numbered as the vendors number them: FreeRADIUS's dictionary.wispr,
// dictionary.chillispot and dictionary.mikrotik, CoovaChilli's radius_coovachilli.h for what those lack
// (tests/server/vendorDictionary.test.ts holds them to it)
export const VENDORS: ReadonlyMap<number, ReadonlyMap<number, AttributeDef>> = new Map([
  [
    14122,
    new Map([
      [1, def("WISPr-Location-ID", "string")],
      [2, def("WISPr-Location-Name", "string")],
      [7, def("WISPr-Bandwidth-Max-Up", "integer")],
      [8, def("WISPr-Bandwidth-Max-Down", "integer")],
    ]),
  ],
  [
    14559,
    new Map([
      [1, def("ChilliSpot-Max-Input-Octets", "integer")],
      [2, def("ChilliSpot-Max-Output-Octets", "integer")],
      [3, def("ChilliSpot-Max-Total-Octets", "integer")],
      [4, def("ChilliSpot-Bandwidth-Max-Up", "integer")],
      [5, def("ChilliSpot-Bandwidth-Max-Down", "integer")],
      // CoovaChilli's own (src/radius_coovachilli.h), which FreeRADIUS's dictionary.chillispot lacks
      [21, def("ChilliSpot-Max-Input-Gigawords", "integer")],
      [22, def("ChilliSpot-Max-Output-Gigawords", "integer")],
      [23, def("ChilliSpot-Max-Total-Gigawords", "integer")],
    ]),
  ],
  [
    14988,
    new Map([
      [8, def("Mikrotik-Rate-Limit", "string")],
      [17, def("Mikrotik-Total-Limit", "integer")],
      [18, def("Mikrotik-Total-Limit-Gigawords", "integer")],
    ]),
  ],
]);

export interface NamedAttribute {
  vendor: number | undefined;
  type: number;
  def: AttributeDef;
}

// by name, for the encoder
export const BY_NAME: ReadonlyMap<string, NamedAttribute> = new Map<string, NamedAttribute>([
  ...[...STANDARD].map(([type, d]): [string, NamedAttribute] => [
    d.name,
    { vendor: undefined, type, def: d },
  ]),
  ...[...VENDORS].flatMap(([vendor, attributes]) =>
    [...attributes].map(([type, d]): [string, NamedAttribute] => [d.name, { vendor, type, def: d }]),
  ),
]);

// the length a value of the type must have; undefined: any (1 to 253 octets)
export const FIXED_LENGTH: Readonly<Record<AttributeType, number | undefined>> = {
  string: undefined,
  octets: undefined,
  integer: 4,
  ipaddr: 4,
  ipv6addr: 16,
  signature: 16,
};

export const PACKET_CODES: Readonly<Record<number, string>> = {
  1: "Access-Request",
  2: "Access-Accept",
  3: "Access-Reject",
  4: "Accounting-Request",
  5: "Accounting-Response",
  40: "Disconnect-Request",
  41: "Disconnect-ACK",
  42: "Disconnect-NAK",
  43: "CoA-Request",
  44: "CoA-ACK",
  45: "CoA-NAK",
};
export const CODE_NUMBERS: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(PACKET_CODES).map(([n, name]) => [name, Number(n)]),
);
