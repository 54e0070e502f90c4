import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  BadSignatureError,
  decodeRequest,
  decodeResponse,
  encodeRequest,
  encodeResponse,
  isResponseTo,
  MalformedPacketError,
  verifyRequest,
} from "../../server/gateway/radius/radiusCodec.ts";

// Issue 33, finding 1: every malformed shape thrown at the check the native server runs before it
// trusts a request (radiusCodec.verifyRequest). A hand-written generator, seeded: the same shapes
// on every run, thousands of them.
const SECRET = "a-gateway-secret-of-32-characters";
const ACCESS = 1;
const ACCOUNTING = 4;

// mulberry32: a small seeded generator
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    bytes: (n: number) => Buffer.from(Array.from({ length: n }, () => Math.floor(next() * 256))),
  };
}
type Rng = ReturnType<typeof random>;

const attr = (type: number, value: Buffer) => Buffer.concat([Buffer.from([type, value.length + 2]), value]);
const text = (type: number, value: string) => attr(type, Buffer.from(value));
const int = (type: number, n: number) => {
  const v = Buffer.alloc(4);
  v.writeUInt32BE(n);
  return attr(type, v);
};

// what a gateway's request carries, in a random order and choice
function someAttributes(rng: Rng): Buffer[] {
  const all = [
    text(1, "AA-BB-CC-DD-EE-FF"),
    text(31, "AA-BB-CC-DD-EE-FF"),
    text(32, "gn-premium-demo"),
    attr(8, Buffer.from([10, 0, 0, rng.int(256)])),
    int(61, 19),
    attr(33, rng.bytes(rng.int(20))),
    attr(26, Buffer.concat([Buffer.from([0, 0, 0x37, 0x2a]), attr(7, Buffer.from([0, 0, 1, 0]))])),
    attr(26, Buffer.concat([Buffer.from([0, 0, 0x01, 0x37]), rng.bytes(rng.int(10))])),
  ];
  return all.filter(() => rng.next() < 0.7).sort(() => rng.next() - 0.5);
}

// a packet of code, random authenticator and these attributes, its length declared right
function packet(code: number, attributes: Buffer[], rng: Rng): Buffer {
  const body = Buffer.concat(attributes);
  const head = Buffer.alloc(20);
  head.writeUInt8(code, 0);
  head.writeUInt8(rng.int(256), 1);
  head.writeUInt16BE(20 + body.length, 2);
  rng.bytes(16).copy(head, 4);
  return Buffer.concat([head, body]);
}

// the server's rule: trusted when verifyRequest passes, and an Access-Request only when it is
// signed too (the default policy, `require`, drops an unsigned one)
function trusted(p: Buffer, secret = SECRET): boolean {
  try {
    const scan = verifyRequest(p, secret);
    return scan.code !== ACCESS || scan.messageAuthenticatorAt !== undefined;
  } catch (error) {
    // only the two errors, never a crash of another kind
    expect(error instanceof MalformedPacketError || error instanceof BadSignatureError, String(error)).toBe(
      true,
    );
    return false;
  }
}

// a Message-Authenticator signed right for a packet that is otherwise what the generator made
function signAccess(p: Buffer, at: number): Buffer {
  const copy = Buffer.from(p);
  copy.fill(0, at, at + 16);
  createHmac("md5", SECRET).update(copy).digest().copy(copy, at);
  return copy;
}

describe("the check before a RADIUS request is trusted", () => {
  it("refuses a Message-Authenticator of any length but 16 octets, with or without the secret (the forged Accept)", () => {
    const rng = random(33);
    for (let length = 0; length <= 253; length++) {
      if (length === 16) continue;
      for (const code of [ACCESS, ACCOUNTING]) {
        const p = packet(code, [...someAttributes(rng), attr(80, rng.bytes(length))], rng);
        expect(() => verifyRequest(p, SECRET), `MA of ${length} octets`).toThrow(MalformedPacketError);
        expect(trusted(p)).toBe(false);
      }
    }
    // the review's three forged shapes: 0, 1 and 3 octets
    for (const length of [0, 1, 3])
      expect(() => verifyRequest(packet(ACCESS, [attr(80, Buffer.alloc(length))], rng), SECRET)).toThrow(
        MalformedPacketError,
      );
  });

  it("refuses every malformed framing: lengths out of the packet or the type, two signatures, a bad header", () => {
    const rng = random(7);
    const shapes: [string, (base: Buffer[]) => Buffer][] = [
      ["an attribute of length 0", (b) => packet(ACCESS, [...b, Buffer.from([1, 0])], rng)],
      ["an attribute of length 1", (b) => packet(ACCESS, [...b, Buffer.from([31, 1, 0])], rng)],
      ["an attribute past the end", (b) => packet(ACCESS, [...b, Buffer.from([1, 9, 65, 65])], rng)],
      ["a lone type octet", (b) => packet(ACCESS, [...b, Buffer.from([1])], rng)],
      [
        "two Message-Authenticators",
        (b) => packet(ACCESS, [attr(80, rng.bytes(16)), ...b, attr(80, rng.bytes(16))], rng),
      ],
      ["an integer of 3 octets", (b) => packet(ACCOUNTING, [...b, attr(42, rng.bytes(3))], rng)],
      ["an integer of 5 octets", (b) => packet(ACCOUNTING, [...b, attr(40, rng.bytes(5))], rng)],
      ["an empty integer", (b) => packet(ACCOUNTING, [...b, attr(46, Buffer.alloc(0))], rng)],
      ["an IPv4 address of 6 octets", (b) => packet(ACCESS, [...b, attr(8, rng.bytes(6))], rng)],
      ["an IPv6 address of 8 octets", (b) => packet(ACCESS, [...b, attr(168, rng.bytes(8))], rng)],
      ["a Vendor-Specific without its vendor", (b) => packet(ACCESS, [...b, attr(26, rng.bytes(3))], rng)],
      [
        "a WISPr attribute past its Vendor-Specific",
        (b) => packet(ACCESS, [...b, attr(26, Buffer.from([0, 0, 0x37, 0x2a, 7, 9, 0, 0, 1, 0]))], rng),
      ],
      [
        "a WISPr integer of 2 octets",
        (b) => packet(ACCESS, [...b, attr(26, Buffer.from([0, 0, 0x37, 0x2a, 8, 4, 0, 1]))], rng),
      ],
      [
        "a declared length under 20",
        (b) => {
          const p = packet(ACCESS, b, rng);
          p.writeUInt16BE(rng.int(20), 2);
          return p;
        },
      ],
      [
        "a declared length over the datagram",
        (b) => {
          const p = packet(ACCESS, b, rng);
          p.writeUInt16BE(p.length + 1 + rng.int(100), 2);
          return p;
        },
      ],
      [
        "a declared length over 4096",
        (b) => {
          const p = packet(
            ACCESS,
            [...b, ...Array.from({ length: 20 }, () => attr(33, rng.bytes(253)))],
            rng,
          );
          p.writeUInt16BE(4097 + rng.int(1000), 2);
          return p;
        },
      ],
      ["a header cut short", () => rng.bytes(rng.int(20))],
    ];
    for (const [name, make] of shapes)
      for (let i = 0; i < 50; i++) {
        const p = make(someAttributes(rng));
        expect(() => verifyRequest(p, SECRET), name).toThrow(MalformedPacketError);
        expect(trusted(p), name).toBe(false);
      }
  });

  it("trusts no packet made without the secret, and none changed after it was signed", () => {
    const rng = random(2030);
    let signed = 0;
    for (let i = 0; i < 3000; i++) {
      // random bytes, and random framings with random signatures
      expect(trusted(rng.bytes(rng.int(300)))).toBe(false);
      const forged = packet(ACCESS, [attr(80, rng.bytes(16)), ...someAttributes(rng)], rng);
      expect(trusted(forged)).toBe(false);
      expect(trusted(packet(ACCOUNTING, someAttributes(rng), rng))).toBe(false);
      // signed right, then one octet (within its length) changed: never trusted again
      const good = signAccess(packet(ACCESS, [attr(80, Buffer.alloc(16)), ...someAttributes(rng)], rng), 22);
      expect(trusted(good)).toBe(true);
      expect(trusted(good, `${SECRET}x`)).toBe(false);
      const flipped = Buffer.from(good);
      const at = rng.int(good.length);
      flipped[at] = ((flipped[at] as number) + 1 + rng.int(255)) % 256;
      if (trusted(flipped)) throw new Error(`trusted after octet ${at} changed: ${flipped.toString("hex")}`);
      signed++;
    }
    expect(signed).toBe(3000);
  });

  it("decodes what it trusts, once: a signed request's attributes come out as they went in", () => {
    const request = encodeRequest(
      "Accounting-Request",
      9,
      [
        ["User-Name", "AA-BB-CC-DD-EE-FF"],
        ["NAS-Identifier", "gn-premium-demo"],
        ["Framed-IP-Address", "10.1.2.3"],
        ["Acct-Status-Type", "Interim-Update"],
        ["Acct-Output-Octets", 4_000_000_000],
        ["WISPr-Bandwidth-Max-Down", 20_000_000],
      ],
      SECRET,
    );
    expect(decodeRequest(request, SECRET)).toMatchObject({
      code: "Accounting-Request",
      identifier: 9,
      signed: true,
      attributes: {
        "User-Name": "AA-BB-CC-DD-EE-FF",
        "NAS-Identifier": "gn-premium-demo",
        "Framed-IP-Address": "10.1.2.3",
        "Acct-Status-Type": "Interim-Update",
        "Acct-Output-Octets": 4_000_000_000,
        "WISPr-Bandwidth-Max-Down": 20_000_000,
      },
    });
  });

  it("answers a signed request with its Proxy-States as they came, signed for the request, a Message-Authenticator first", () => {
    const rng = random(11);
    const request = signAccess(
      packet(
        ACCESS,
        [
          attr(80, Buffer.alloc(16)),
          text(1, "AA-BB-CC-DD-EE-FF"),
          attr(33, Buffer.from("hop-1")),
          attr(33, Buffer.from("hop-2")),
        ],
        rng,
      ),
      22,
    );
    const decoded = decodeRequest(request, SECRET);
    const response = encodeResponse(decoded, "Access-Accept", [["Session-Timeout", 3600]], SECRET);
    expect(isResponseTo(request, response, SECRET)).toBe(true);
    expect(isResponseTo(request, response, `${SECRET}x`)).toBe(false);
    expect(response[20]).toBe(80);
    expect(response.subarray(response.length - 14)).toEqual(
      Buffer.concat([attr(33, Buffer.from("hop-1")), attr(33, Buffer.from("hop-2"))]),
    );
    expect(decodeResponse(response)).toEqual({
      code: "Access-Accept",
      attributes: { "Session-Timeout": 3600, "Proxy-State": Buffer.from("hop-1") },
    });
  });

  it("checks 2,030 empty Proxy-States for their signature before decoding any", () => {
    const rng = random(5);
    const states = (n: number) => Array.from({ length: n }, () => attr(33, Buffer.alloc(0)));
    // unsigned: not trusted (the policy drops it), and nothing of it was decoded to find that out
    const unsigned = packet(ACCESS, states(2030), rng);
    expect(unsigned.length).toBe(20 + 2030 * 2);
    expect(verifyRequest(unsigned, SECRET)).toMatchObject({
      messageAuthenticatorAt: undefined,
      hasProxyState: true,
    });
    expect(trusted(unsigned)).toBe(false);
    // with a forged Message-Authenticator (as many as still fit in 4096 octets): a bad signature
    const forged = packet(ACCESS, [attr(80, rng.bytes(16)), ...states(2029)], rng);
    expect(() => verifyRequest(forged, SECRET)).toThrow(BadSignatureError);
  });
});
