import { describe, expect, it } from "vitest";
import { type StartFacts, smtpFacts, startLine } from "../../server/wiring/startLine.ts";

const facts: StartFacts = {
  productionSignals: [],
  demo: true,
  testMode: false,
  fakeRedirects: false,
  database: "data/gangway.db",
  payments: "sandbox",
  simulator: true,
  radius: undefined,
  rest: false,
  mail: undefined,
  metrics: false,
  unverifiedZones: 0,
  console: { at: "", idleMinutes: 30 },
};

describe("the start line of what is on", () => {
  it("says test mode when on, the RADIUS face when off, and a relay that may take mail in clear", () => {
    const line = startLine({
      ...facts,
      testMode: true,
      fakeRedirects: true,
      payments: "nets test",
      mail: smtpFacts("smtp://wifi:pass@relay.local:25/?requireTLS=false"),
    });
    expect(line.split("; ")).toEqual([
      expect.stringMatching(/^development \(no production signal/),
      "demo data on",
      "test mode on, fake redirects on",
      "database data/gangway.db",
      "payments: Nets Easy (test)",
      "access-controller simulator on",
      "RADIUS native face off (no RADIUS_CLIENTS), rlm_rest face off",
      "mail over smtp://wifi@relay.local:25 (STARTTLS when offered, clear text allowed (?requireTLS=false))",
      "metrics off (no METRICS_TOKEN)",
      "console on the portal's listener (/console), sessions end after 30 idle minutes",
    ]);
    expect(line).not.toContain("pass");
  });

  it("names smtps:// as TLS, and a transport given in code as such", () => {
    expect(startLine({ ...facts, mail: smtpFacts("smtps://u:p@mail.example:465") })).toContain(
      "mail over smtps://u@mail.example:465 (TLS)",
    );
    expect(startLine({ ...facts, mail: "custom" })).toContain("mail through the transport given in code");
  });

  it("says where the console answers, for how long a session idles, or that CONSOLE=0 switched it off", () => {
    expect(startLine({ ...facts, console: { at: "http://10.1.0.2:8444", idleMinutes: 15 } })).toContain(
      "; console on its own listener http://10.1.0.2:8444 (CONSOLE_HOST, CONSOLE_PORT), sessions end after 15 idle minutes",
    );
    expect(startLine({ ...facts, console: undefined })).toMatch(/; console off \(CONSOLE=0\)$/);
  });
});
