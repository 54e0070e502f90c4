import { cruiseFleetProblems } from "./cruiseFleetProblems.ts";
import type { Fleet, FleetZone } from "./Fleet.ts";

function duplicates(values: (string | number)[]): (string | number)[] {
  return values.filter((v, i) => values.indexOf(v) !== i);
}

function zoneProblems(zone: FleetZone, at: string): string[] {
  const opens = zone.opens ?? [];
  const vouchers = zone.vouchers ?? [];
  const devices = zone.devices ?? [];
  const problems = [
    ...duplicates(opens.map((o) => o.id)).map((id) => `${at}/opens: open id ${id} appears twice`),
    ...duplicates(vouchers.map((v) => v.code)).map((c) => `${at}/vouchers: code ${c} appears twice`),
    ...duplicates(devices.map((d) => d.mac)).map((m) => `${at}/devices: mac ${m} appears twice`),
  ];
  devices.forEach((d, i) => {
    if (d.voucher !== undefined && !vouchers.some((v) => v.code === d.voucher)) {
      problems.push(`${at}/devices/${i}: voucher ${d.voucher} is not in this zone`);
    }
    if (d.openId !== undefined && !opens.some((o) => o.id === d.openId)) {
      problems.push(`${at}/devices/${i}: open id ${d.openId} is not in this zone`);
    }
  });
  for (const v of vouchers) {
    const bound = devices.filter((d) => d.voucher === v.code).length;
    if (v.maxDevices !== null && bound > v.maxDevices) {
      problems.push(`${at}/vouchers: ${v.code} allows ${v.maxDevices} device(s) but ${bound} use it`);
    }
  }
  return problems;
}

// what the schema cannot say: unique ids and references that resolve
export function fleetProblems(fleet: Fleet): string[] {
  const ids = fleet.zones.map((z) => z.zoneId);
  return [
    ...duplicates(ids).map((id) => `/zones: zoneId ${id} appears twice`),
    ...fleet.zones.flatMap((zone, i) => zoneProblems(zone, `/zones/${i}`)),
    ...fleet.zones.flatMap((zone, i) => cruiseFleetProblems(zone.cruise, `/zones/${i}`)),
  ];
}
