import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { type TestApp, ZONE } from "../server/helpers/testApp.ts";

export type RunVouchers = (
  args: string[],
) => Promise<{ status: number | null; stdout: string; stderr: string }>;

const PORTAL = "https://portal.gangnet.example";

const csvCodes = (out: string) =>
  readFileSync(join(out, readdirSync(out).find((f) => f.endsWith(".csv")) as string), "utf8")
    .trimEnd()
    .split("\r\n")
    .slice(1)
    .map((row) => row.split(",")[1] as string);
const sheetOf = (out: string) =>
  readFileSync(join(out, readdirSync(out).find((f) => f.endsWith(".html")) as string), "utf8");

/**
 * The operator's day with a batch, on whichever database `run` reaches (the command line) and `t`
 * serves: minted, listed, one sold code and one unsold code revoked (both then answer as unknown
 * codes, and the device on the sold one is logged out), reprinted without them, the rest revoked.
 * `attempts` reads the outcomes the voucher attempt log kept.
 */
export async function batchLifecycle(
  t: TestApp,
  run: RunVouchers,
  outs: { mint: string; reprint: string },
  attempts: () => Promise<string[]>,
) {
  const minted = await run([
    ...["--zone", ZONE, "--count", "5", "--duration", "24h", "--valid-until", "2099-12-31"],
    ...["--price", "29 SEK", "--note", "bar, summer", "--portal-url", PORTAL, "--out", outs.mint],
  ]);
  expect(minted.stderr).toBe("");
  expect(minted.status).toBe(0);
  const batch = /batch (\d{8}-\d{4}(?:-\d+)?)/.exec(minted.stdout)?.[1] as string;
  expect(batch).toBeDefined();
  const codes = csvCodes(outs.mint);
  expect(codes).toHaveLength(5);

  const listed = await run(["list", "--zone", ZONE]);
  expect(listed.status).toBe(0);
  // batch, minted, vouchers 5, unused 5, active 0, used up 0, expired 0, revoked 0, valid until
  expect(listed.stdout).toMatch(
    new RegExp(`${batch}\\s+\\S+ \\S+\\s+5\\s+5\\s+0\\s+0\\s+0\\s+0\\s+2099-12-31`),
  );
  expect(listed.stdout).toMatch(/29\.00 SEK\s+bar, summer/);

  // one code sold and in use on a device, one still at the desk
  const [sold, unsold] = codes as [string, string];
  const device = "0c:00:00:00:ba:01";
  expect(
    (await t.api("POST", "/api/v1/voucher/auth", { mac: device, voucher: sold, termsAccepted: true }))
      .statusCode,
  ).toBe(200);
  const lost = await run(["revoke", "--code", unsold.toLowerCase()]);
  expect(lost.stderr).toBe("");
  expect(lost.stdout).toMatch(
    new RegExp(`^revoked 1 voucher in ${ZONE}; it now answers as an unknown code\n$`),
  );
  const revokedSold = await run(["revoke", "--code", sold, "--zone", ZONE]);
  expect(revokedSold.stdout).toMatch(
    /revoked 1 voucher in gn-premium-demo; 1 device on it logged out: .*; it now answers as an unknown code\n$/,
  );

  // a revoked code answers exactly as a code that never existed
  const unknown = await t.api("POST", "/api/v1/voucher/auth", {
    mac: "0c:00:00:00:ba:02",
    voucher: "ZZZZ2345",
    termsAccepted: true,
  });
  for (const code of [unsold, sold]) {
    const refused = await t.api("POST", "/api/v1/voucher/auth", {
      mac: "0c:00:00:00:ba:02",
      voucher: code,
      termsAccepted: true,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).toBe(unknown.body);
  }
  // the device that was on the sold one: logged out, and its code no longer takes it back
  const session = (await t.api("GET", `/api/v1/session/${device}`)).json();
  expect(session).toMatchObject({ isBackendAuthed: false, isAccessControllerAuthed: false });
  expect(
    (await t.api("POST", "/api/v1/voucher/auth", { mac: device, voucher: sold, termsAccepted: true }))
      .statusCode,
  ).toBe(404);
  // the log tells the operator a revoked code was tried (the answer never does)
  expect((await attempts()).filter((o) => o === "revoked")).toHaveLength(3);

  const codesNow = await run(["list", "--batch", batch]);
  expect(codesNow.stdout).toMatch(new RegExp(`1\\s+${sold}\\s+revoked`));
  expect(codesNow.stdout).toMatch(new RegExp(`2\\s+${unsold}\\s+revoked`));
  expect(codesNow.stdout).toMatch(new RegExp(`3\\s+${codes[2]}\\s+unused`));

  const reprinted = await run(["reprint", "--batch", batch, "--portal-url", PORTAL, "--out", outs.reprint]);
  expect(reprinted.stderr).toBe("");
  expect(reprinted.stdout).toMatch(
    new RegExp(`^reprinted 3 vouchers of batch ${batch} for ${ZONE} \\(left out: 2 revoked\\)`),
  );
  expect(csvCodes(outs.reprint)).toEqual(codes.slice(2));
  const sheet = sheetOf(outs.reprint);
  for (const code of codes.slice(2))
    expect(sheet).toContain(`<span>${code.slice(0, 4)}</span><span>${code.slice(4)}</span>`);
  for (const code of [sold, unsold]) expect(sheet).not.toContain(code.slice(4));
  // each card keeps its number from the first sheet
  expect(sheet).toContain(`No. 3/5 · ${batch}`);
  expect(sheet).toMatch(/reprinted \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

  const rest = await run(["revoke", "--batch", batch]);
  expect(rest.stdout).toMatch(
    new RegExp(`^revoked 3 vouchers of batch ${batch} in ${ZONE} \\(2 were revoked before\\)`),
  );
  const after = await run(["list", "--zone", ZONE]);
  expect(after.stdout).toMatch(new RegExp(`${batch}\\s+\\S+ \\S+\\s+5\\s+0\\s+0\\s+0\\s+0\\s+5`));
}
