// seeded junk for the fuzz test: the same seed gives the same requests, so a failure replays

export function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

export type Junk = ReturnType<typeof junkMaker>;

export function junkMaker(rand: () => number) {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const int = (max: number) => Math.floor(rand() * max);
  const bytes = (n: number) => Array.from({ length: n }, () => String.fromCharCode(int(256))).join("");

  const string = (): string =>
    pick([
      "",
      " ",
      "null",
      "-1",
      "1e309",
      "NaN",
      "%00",
      "%",
      "%zz",
      "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
      "../../etc/passwd",
      "..\\..\\windows\\win.ini",
      "<script>alert(1)</script>",
      "'; DROP TABLE sessions;--",
      '" OR 1=1 --',
      `$${"{"}jndi:ldap://x}`,
      "{{7*7}}",
      "ä€𝄞",
      "\u202e",
      "a".repeat(64),
      "a".repeat(300),
      "02:00:00:00:00:01",
      "02-00-00-00-00-01",
      "020000000001",
      "0",
      "99999999999999999999",
      String(int(1e6)),
      "__proto__",
      "constructor",
      "\u0000",
      "\r\nX-Injected: 1",
      "DEMO1234",
      "gn-premium-demo",
      bytes(8),
    ]);

  const value = (): unknown =>
    pick([
      string(),
      rand() * 1e12,
      -1,
      0,
      2 ** 53,
      true,
      null,
      [],
      {},
      [string()],
      { mac: string() },
      { $ne: null },
      "x".repeat(5000),
      Array.from({ length: 200 }, () => 1),
    ]);

  // a plausible object with junk in its fields, or junk of another shape entirely: each shape made
  // only when asked for, so a caller can go through every one of them (bodyShape) or pick at random
  const shapes: (() => string | undefined)[] = [
    () => undefined,
    () => "",
    () => "{",
    () => "[]",
    () => "null",
    () => "true",
    () => '"x"',
    () => "{}".repeat(3),
    () => "{}",
    () => JSON.stringify({ mac: string(), voucher: string(), logoutOldest: value() }),
    () => JSON.stringify({ mac: "02:00:00:00:00:01", voucher: value(), voucherCode: value() }),
    () => JSON.stringify({ timestamp: value(), sessionId: value(), zoneId: value(), event: value() }),
    () =>
      JSON.stringify({ mac: "02:00:00:00:00:01", bytes: value(), captiveStep: value(), retryCount: value() }),
    () => JSON.stringify({ lastname: value(), personalKey: value(), email: value(), dateOfBirth: value() }),
    () => JSON.stringify({ firstName: value(), lastName: value(), email: value(), items: value() }),
    () => JSON.stringify([{ id: value(), amount: value() }]),
    () => JSON.stringify({ [string()]: value(), [string()]: value() }),
    () => '{"__proto__":{"polluted":true},"mac":"02:00:00:00:00:01","voucher":"DEMO1234"}',
    () => '{"constructor":{"prototype":{"polluted":true}}}',
    () => `${"[".repeat(3000)}${"]".repeat(3000)}`,
    () => `{"a":${"1".repeat(400)}}`,
    () => bytes(64),
    () => bytes(int(4000)),
  ];
  const bodyShape = (n: number): string | undefined =>
    (shapes[n % shapes.length] as () => string | undefined)();
  const body = (): string | undefined => bodyShape(int(shapes.length));

  return { pick, int, bytes, string, value, body, bodyShape, bodyShapes: shapes.length };
}
