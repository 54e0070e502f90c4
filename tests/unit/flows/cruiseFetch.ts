import { vi } from "vitest";

// a fetch that answers the cruise calls from a script, one answer per call in order
export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });

export const RELAY = "6f1c2d3e-0000-4000-8000-00000000abcd";

export const WIRE_PACKAGES = [
  {
    celestyalPackage: "WIFI-24H",
    title: "Wi-Fi 24 hours",
    description: ["Unlimited data", "1 device"],
    isPrePurchased: true,
    amount: 0,
    currency: "EUR",
    duration: 24,
    durationUnit: "hours",
  },
  {
    celestyalPackage: "WIFI-1H",
    title: "Wi-Fi 1 hour",
    description: ["Unlimited data"],
    isPrePurchased: false,
    amount: 490,
    currency: "EUR",
    duration: 1,
    durationUnit: "hours",
  },
];

export function scriptedFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  const calls = () =>
    fetchMock.mock.calls.map(([url, init]) => ({
      url: String(url),
      method: init?.method ?? "GET",
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));
  return { fetchMock, calls };
}
