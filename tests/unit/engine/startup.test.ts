// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useRouter } from "wouter";
import { readLocationEntry } from "../../../engine/boot/readEntry.ts";
import { readStoredQuery } from "../../../engine/boot/readQuery.ts";
import { pickLocale } from "../../../schemas/pickLocale.ts";
import { storedLocale } from "../../../engine/i18n/storedLocale.ts";
import { isInAppBrowser } from "../../../engine/routes/isInAppBrowser.ts";
import { routeName } from "../../../engine/paths/routeName.ts";

// the address, read once at boot (engine/boot/readEntry.ts)
const readQuery = (search: string) => readLocationEntry(search).query;

describe("query", () => {
  it("reads mac (by the one MAC rule, schemas/mac.ts: kept lower case, colons), zoneId, accessControllerIp and retryCount", () => {
    expect(readQuery("?mac=02-00-00-00-00-AA&zoneId=z1&accessControllerIp=10.0.0.1&retryCount=2")).toEqual({
      mac: "02:00:00:00:00:aa",
      zoneId: "z1",
      accessControllerIp: "10.0.0.1",
      retryCount: 2,
    });
  });

  it.each([
    "",
    "?mac=02:00:00:00:00:aa",
    "?zoneId=z1",
    "?mac=nope&zoneId=z1",
    // a mix of separators: the server refuses it, and so does the browser now (issue 34)
    "?mac=02:00-00:00-00:aa&zoneId=z1",
    "?mac=02:00:00:00:00:aa&zoneId=<script>",
  ])("is missing for %j", (search) => expect(readQuery(search)).toBeNull());

  it("defaults a missing or malformed retryCount to 0", () => {
    expect(readQuery("?mac=020000000aaa&zoneId=z1&retryCount=-4")?.retryCount).toBe(0);
  });

  it("comes back from sessionStorage by the same rules", () => {
    sessionStorage.setItem(
      "query",
      JSON.stringify({ mac: "02:00:00:00:00:aa", zoneId: "z1", retryCount: 0 }),
    );
    expect(readStoredQuery()?.zoneId).toBe("z1");
    sessionStorage.setItem("query", JSON.stringify({ mac: "x", zoneId: "z1" }));
    expect(readStoredQuery()).toBeNull();
    sessionStorage.setItem("query", "{not json");
    expect(readStoredQuery()).toBeNull();
  });
});

describe("locale choice", () => {
  it("takes the stored locale if supported", () =>
    expect(pickLocale(["en", "sv"], "sv", "el-GR")).toBe("sv"));
  it("else the browser language prefix if supported", () =>
    expect(pickLocale(["en", "sv", "el"], "de", "el-GR")).toBe("el"));
  it("else the first supported", () => expect(pickLocale(["sv", "en"], null, "fi-FI")).toBe("sv"));
  it("walks the browser's languages in its order of preference", () => {
    expect(pickLocale(["en", "sv", "el"], null, ["de-DE", "de", "sv-SE", "en"])).toBe("sv");
    expect(pickLocale(["en", "sv"], null, ["fi", "de"])).toBe("en");
    expect(pickLocale(["en", "sv"], "en", ["sv-SE"])).toBe("en");
  });
  it("ignores a stored locale the zone does not offer", () =>
    expect(pickLocale(["en"], "el", "sv-SE")).toBe("en"));
  it("stores a ?lang= the zone offers, so the link's language wins and stays", () => {
    localStorage.setItem("locale", JSON.stringify("en"));
    expect(
      pickLocale(["en", "sv"], storedLocale(readLocationEntry("?mac=x&lang=sv").lang, ["en", "sv"]), "en-GB"),
    ).toBe("sv");
    expect(storedLocale(null, ["en", "sv"])).toBe("sv");
  });
  it("ignores a ?lang= the zone does not offer and keeps the stored one", () => {
    localStorage.setItem("locale", JSON.stringify("sv"));
    expect(storedLocale(readLocationEntry("?lang=el").lang, ["en", "sv"])).toBe("sv");
    localStorage.removeItem("locale");
    expect(
      pickLocale(["en", "el"], storedLocale(readLocationEntry("?lang=de").lang, ["en", "el"]), "el-GR"),
    ).toBe("el");
  });
  it("takes the language chosen without the script (the gw-lang cookie the server drew the page in) over an empty or older localStorage", () => {
    localStorage.removeItem("locale");
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie as the server's language form leaves it
    document.cookie = "gw-lang=sv; path=/";
    expect(pickLocale(["en", "sv"], storedLocale(null, ["en", "sv"]), "en-GB")).toBe("sv");
    localStorage.setItem("locale", JSON.stringify("el"));
    expect(storedLocale(null, ["en", "sv", "el"])).toBe("sv");
    // a cookie the zone does not offer leaves the app's own copy
    expect(storedLocale(null, ["en", "el"])).toBe("el");
    // a link's ?lang= wins over both
    expect(storedLocale("el", ["en", "sv", "el"])).toBe("el");
    // biome-ignore lint/suspicious/noDocumentCookie: removed again for the next test
    document.cookie = "gw-lang=; path=/; max-age=0";
    localStorage.removeItem("locale");
  });
});

describe("in-app browser", () => {
  it("is Android with version/ in the user agent", () => {
    expect(
      isInAppBrowser("Mozilla/5.0 (Linux; Android 14; wv) AppleWebKit/537.36 Version/4.0 Chrome/120 Mobile"),
    ).toBe(true);
    expect(isInAppBrowser("Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120 Mobile")).toBe(
      false,
    );
    expect(
      isInAppBrowser("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Version/17.0 Mobile/15E148 Safari/604.1"),
    ).toBe(false);
  });
});

describe("route names", () => {
  it.each([
    ["/start", "StartPage"],
    ["/login/voucher", "LoginVoucher"],
    ["/login/trial/4", "LoginTrial"],
    ["/status", "StatusPage"],
    ["/cna", "CnaPortal"],
    ["/open-in-browser", "OpenInBrowser"],
    ["/error", "Error"],
    ["/nope", "NotFound"],
    ["/status/", "StatusPage"],
    ["/login/trial", "NotFound"],
  ])("%s is %s", (path, name) => {
    // the parser the app's router matches its routes with
    const { parser } = renderHook(() => useRouter()).result.current;
    expect(routeName(path, parser)).toBe(name);
  });
});
