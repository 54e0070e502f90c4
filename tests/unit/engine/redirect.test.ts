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

  const ship = ["10.0.0.1", "127.0.0.1", "ac.ship.example", "fd12:3456::1"];

  it.each([
    "10.0.0.1",
    "127.0.0.1",
    "10.0.0.1:8080",
    "ac.ship.example:3990",
    "[fd12:3456::1]",
    "[FD12:3456::1]:80",
  ])("accepts %s, which the manifest lists", (host) => {
    expect(isAllowedControllerHost(host, ship)).toBe(true);
    expect(accessControllerUrl({ ...query, accessControllerIp: host }, "/auth", 3, 0, {}, ship)).toMatch(
      new RegExp(`^http://${host.toLowerCase().replace(/[[\].]/g, "\\$&")}/auth\\?`),
    );
  });

  // issue 26, finding 2: any private, loopback or link-local host was taken from a link
  it.each(["10.0.0.2", "172.16.5.4", "192.168.1.1", "169.254.1.1", "[::1]", "[fe80::1]", "[fd00::1]"])(
    "refuses the on-board address %s that the manifest does not list",
    (host) => {
      expect(isAllowedControllerHost(host, ship)).toBe(false);
      expect(isAllowedControllerHost(host)).toBe(false);
      expect(() =>
        accessControllerUrl({ ...query, accessControllerIp: host }, "/auth", 3, 0, {}, ship),
      ).toThrow(DisallowedControllerError);
    },
  );

  it.each([
    "8.8.8.8",
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
    "ac.ship.example.evil",
    "",
  ])("refuses %j: never an open redirect", (host) => {
    expect(isAllowedControllerHost(host, ship)).toBe(false);
    expect(() =>
      accessControllerUrl({ ...query, accessControllerIp: host }, "/auth", 3, 0, {}, ship),
    ).toThrow(DisallowedControllerError);
  });

  it("reads the host as the browser's URL parser does: octal and hex parts are not decimal", () => {
    // 012.0.0.1 is octal: the browser goes to 10.0.0.1, which the manifest lists, and goes there
    expect(isAllowedControllerHost("012.0.0.1", ship)).toBe(true);
    // 010.0.0.1 is 8.0.0.1 to the browser: not the listed 10.0.0.1
    expect(isAllowedControllerHost("010.0.0.1", ship)).toBe(false);
    // 0x0a.1 is 10.0.0.1 to the browser, and that is where it goes
    expect(
      accessControllerUrl({ ...query, accessControllerIp: "0x0a.1:8080" }, "/auth", 3, 0, {}, ship),
    ).toMatch(/^http:\/\/10\.0\.0\.1:8080\/auth\?/);
    expect(isAllowedControllerHost("10.0.0.1@8.8.8.8", ship)).toBe(false);
  });
});
