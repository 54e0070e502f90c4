// @vitest-environment jsdom
import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import type { Zone } from "../../../engine/api/Zone.ts";
import { payloadQuery, readBootPayload } from "../../../engine/boot/readBootPayload.ts";
import { seedStore } from "../../../engine/boot/seedStore.ts";
import { errorsAtom } from "../../../engine/state/errorsAtom.ts";
import { formStateAtom } from "../../../engine/state/formStateAtom.ts";
import { inlinedPackagesAtom } from "../../../engine/state/inlinedPackagesAtom.ts";
import { opensAtom } from "../../../engine/state/opensAtom.ts";
import { renderedAtAtom } from "../../../engine/state/renderedAtAtom.ts";
import { sessionAtom } from "../../../engine/state/sessionAtom.ts";
import { settingsAtom } from "../../../engine/state/settingsAtom.ts";
import { zoneAtom } from "../../../engine/state/zoneAtom.ts";

// the page's data as the server writes it (server/pages/portalHtml.ts): inert JSON in the head
const MAC = "02:00:00:00:00:01";
const QUERY = { mac: MAC, zoneId: "gn-premium-demo", retryCount: 0 };
const PAYLOAD = {
  zoneId: "gn-premium-demo",
  mac: MAC,
  zonePrefix: "gangnet/premium",
  settings: {
    zonePrefix: "gangnet/premium",
    internetCheckUrl: "/generate_204",
    zoneId: "gn-premium-demo",
    tier: "premium",
    analyticsHost: "/api",
    testMode: false,
  },
  session: null,
  images: {},
  opens: [{ id: 1, keyword: "trial", available: true, minutes: 15 }],
  manifest: { pages: { StartPage: [] } },
  now: 1_780_000_000_000,
  form: { action: "voucher", step: "idle", code: "AB" },
  errors: ["gen.invalidvoucher"],
};

function page(data: unknown): Document {
  const doc = document.implementation.createHTMLDocument();
  const script = doc.createElement("script");
  script.type = "application/json";
  script.id = "gw-boot";
  script.textContent = typeof data === "string" ? data : JSON.stringify(data);
  doc.head.append(script);
  return doc;
}

describe("the page's data, read at start-up", () => {
  it("is taken as the server wrote it, for this device and zone", () => {
    expect(readBootPayload(QUERY, page(PAYLOAD))).toEqual(PAYLOAD);
  });

  it("is none for another device or zone: the start-up asks the API", () => {
    expect(readBootPayload({ ...QUERY, mac: "02:00:00:00:00:02" }, page(PAYLOAD))).toBeNull();
    expect(readBootPayload({ ...QUERY, zoneId: "fw-open" }, page(PAYLOAD))).toBeNull();
  });

  it("is none when it is no JSON, none at all, or names no device: the page never stays blank", () => {
    // the server writes null for data that failed its schema (server/pages/checkBootPayload.ts)
    for (const data of ["null", "{not json", "[]", "1", JSON.stringify({ ...PAYLOAD, mac: undefined })])
      expect(readBootPayload(QUERY, page(data)), data).toBeNull();
    expect(readBootPayload(QUERY, document.implementation.createHTMLDocument())).toBeNull();
  });

  it("names the device for a new tab that kept none", () => {
    expect(payloadQuery(page(PAYLOAD))).toMatchObject({ mac: MAC, zoneId: "gn-premium-demo" });
    expect(payloadQuery(page("{not json"))).toBeNull();
  });

  it("seeds the store the page draws from, as the server's render does", () => {
    const store = createStore();
    const payload = readBootPayload(QUERY, page({ ...PAYLOAD, cruisePackages: [] }));
    if (!payload) throw new Error("the payload was refused");
    const zone = payload.manifest as unknown as Zone;
    seedStore(store, payload, zone);
    expect(store.get(settingsAtom)).toEqual(PAYLOAD.settings);
    expect(store.get(zoneAtom)).toBe(zone);
    expect(store.get(sessionAtom)).toBeNull();
    expect(store.get(opensAtom)).toEqual(PAYLOAD.opens);
    expect(store.get(renderedAtAtom)).toBe(PAYLOAD.now);
    expect(store.get(formStateAtom)).toEqual(PAYLOAD.form);
    expect(store.get(errorsAtom).length).toBe(1);
    expect(store.get(inlinedPackagesAtom)).toEqual([]);
  });
});
