import { describe, expect, it } from "vitest";
import {
  accessControllerUrl,
  DisallowedControllerError,
} from "../../../engine/redirect/accessControllerUrl.ts";
import { isAllowedControllerHost } from "../../../engine/redirect/isAllowedControllerHost.ts";

const query = { mac: "02:00:00:00:00:aa", zoneId: "z1", retryCount: 0 };

describe("access-controller redirects", () => {
  it("goes to the portal's own origin without an accessControllerIp", () => {
    expect(accessControllerUrl(query, "/auth", 3, 0)).toBe(
      "/auth?mac=02%3A00%3A00%3A00%3A00%3Aaa&zoneId=z1&captiveStep=3&retryCount=0",
    );
  });

  it("carries extra parameters (the relay id, the checkout flag)", () => {
    expect(accessControllerUrl(query, "/triggerrelay", 8, 0, { relayId: "r1" })).toContain("&relayId=r1");
  });

  it.each([
    "10.0.0.1",
    "172.16.5.4",
    "172.31.255.255",
    "192.168.1.1",
    "127.0.0.1",
    "169.254.1.1",
    "10.1.2.3:8080",
    "[::1]",
    "[fe80::1]",
    "[fd12:3456::1]:80",
  ])("accepts the on-board address %s", (host) => {
    expect(isAllowedControllerHost(host)).toBe(true);
    expect(accessControllerUrl({ ...query, accessControllerIp: host }, "/auth", 3, 0)).toMatch(
      new RegExp(`^http://${host.replace(/[[\].]/g, "\\$&")}/auth\\?`),
    );
  });

  it.each([
    "8.8.8.8",
    "172.32.0.1",
    "192.169.0.1",
    "evil.example",
    "//evil.example",
    "javascript:alert(1)",
    "10.0.0.1@evil.example",
    "10.0.0.1/evil",
    "10.0.0.1%2F%2Fevil",
    "%31%30.0.0.1",
    "256.1.1.1",
    "10.0.0.1:99999",
    "http://10.0.0.1",
    "",
  ])("refuses %j: never an open redirect", (host) => {
    expect(isAllowedControllerHost(host)).toBe(false);
    expect(() => accessControllerUrl({ ...query, accessControllerIp: host }, "/auth", 3, 0)).toThrow(
      DisallowedControllerError,
    );
  });

  it("accepts a host the manifest allows, and only that one", () => {
    expect(isAllowedControllerHost("ac.ship.example", ["ac.ship.example"])).toBe(true);
    expect(isAllowedControllerHost("ac.ship.example.evil", ["ac.ship.example"])).toBe(false);
  });

  it("reads the host as the browser's URL parser does: octal and hex parts are not decimal", () => {
    // 010 is octal: the browser goes to 8.209.1.2, which is not the ship's network
    for (const host of ["010.209.1.2", "0x8.209.1.2", "0300.0250.1.1"]) {
      expect(isAllowedControllerHost(host), host).toBe(
        new URL(`http://${host}`).hostname.startsWith("192.168."),
      );
    }
    expect(isAllowedControllerHost("010.209.1.2")).toBe(false);
    expect(isAllowedControllerHost("0300.0250.1.1")).toBe(true);
    // 0x0a.1 is 10.0.0.1 to the browser, and that is where it goes
    expect(accessControllerUrl({ ...query, accessControllerIp: "0x0a.1:8080" }, "/auth", 3, 0)).toMatch(
      /^http:\/\/10\.0\.0\.1:8080\/auth\?/,
    );
    expect(isAllowedControllerHost("10.0.0.1@8.8.8.8")).toBe(false);
  });

  it("takes fe80::/10 and fc00::/7 by their bits: [fe8::1] is 0fe8::1, not link-local", () => {
    for (const host of ["[fe8::1]", "[fe9::1]", "[feb::]", "[fc0::1]", "[fd::1]"])
      expect(isAllowedControllerHost(host), host).toBe(false);
    for (const host of ["[fe80::1]", "[febf::1]", "[fc00::1]", "[fdff::1]"])
      expect(isAllowedControllerHost(host), host).toBe(true);
  });
});
