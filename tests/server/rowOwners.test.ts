import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// Issue 34: one writer per row. A table's rows are written through its owner's functions only,
// so that a rule about them (a voucher code's uniqueness, when a device is online) lives in one place
const SERVER = "server";

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith(".ts") ? [relative(".", path)] : [];
  });
}

/** The files outside `owner` whose code matches `write`, besides those named (each with why). */
function writersOutside(owner: string, write: RegExp, besides: string[] = []): string[] {
  return sources(SERVER).filter(
    (f) => !f.startsWith(owner) && !besides.includes(f) && write.test(readFileSync(f, "utf8")),
  );
}

describe("each table's rows written by their owner", () => {
  it("sessions: through the sessions feature (server/sessions/)", () => {
    const write = /(updateTable|insertInto|deleteFrom)\(\s*"sessions"\s*\)/;
    // erasure removes every row of a MAC (its own rule: personal data gone, whatever the owner)
    expect(writersOutside("server/sessions/", write, ["server/erasure/eraseByMac.ts"])).toEqual([]);
  });

  it("a device online at the controller, and its use: the gateway side's decisions alone (server/access/)", () => {
    const write = /\b(addSessionUse|setControllerOnline)\(/;
    expect(writersOutside("server/access/", write, ["server/sessions/sessionRows.ts"])).toEqual([]);
  });

  it("vouchers: issued by one function (vouchers/issueVoucher.ts) with one rule for their codes", () => {
    expect(writersOutside("server/vouchers/", /insertInto\(\s*"vouchers"\s*\)/)).toEqual([]);
    expect(writersOutside("server/vouchers/", /\bfreeVoucherCode\(/)).toEqual([]);
    // a voucher whose code is given, not drawn: a test's device as the test sets it (demo data: insertVoucherIfAbsent)
    const given = ["server/testMode/putDevice.ts"];
    expect(writersOutside("server/vouchers/", /\binsertVoucher\(/, given)).toEqual([]);
  });
});
