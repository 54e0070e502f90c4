// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { loadZone } from "../../../engine/boot/loadZone.ts";
import { writeStored } from "../../../engine/state/browserStorage.ts";
import { answerApi } from "../answerApi.ts";

const settings = (manifestUrl: string) => ({
  zonePrefix: "gangnet/premium",
  internetCheckUrl: "/api/v1/internet-check",
  zoneId: "gn-premium-demo",
  tier: "premium",
  analyticsHost: "/api",
  testMode: false,
  manifestUrl,
});
const OLD = "/zones/0000000000000001.json";
const NEW = "/zones/0000000000000002.json";
const manifest = { zonePrefix: "gangnet/premium", pages: { StartPage: [] } };

afterEach(() => {
  sessionStorage.clear();
});

describe("loadZone (a page without boot data)", () => {
  it("fetches the settings, then the manifest at the address they give", async () => {
    const { calls } = answerApi({
      "GET /api/v1/settings": { status: 200, body: settings(NEW) },
      [`GET ${NEW}`]: { status: 200, body: manifest },
    });
    const loaded = await loadZone("gn-premium-demo");
    expect(loaded.zone).toEqual(manifest);
    expect(calls).toEqual(["GET /api/v1/settings", `GET ${NEW}`]);
  });

  it("asks for the settings again when the kept ones name a manifest the server no longer has", async () => {
    writeStored("session", "settings", { zoneId: "gn-premium-demo", settings: settings(OLD) });
    const { calls } = answerApi({
      "GET /api/v1/settings": { status: 200, body: settings(NEW) },
      [`GET ${NEW}`]: { status: 200, body: manifest },
    });
    const loaded = await loadZone("gn-premium-demo");
    expect(loaded.settings.manifestUrl).toBe(NEW);
    expect(loaded.zone).toEqual(manifest);
    expect(calls.filter((c) => c.includes("/zones/"))).toEqual([`GET ${OLD}`, `GET ${NEW}`]);
  });
});
