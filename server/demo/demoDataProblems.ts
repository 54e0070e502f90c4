import type { ZoneDefinition } from "../zones/ZoneDefinition.ts";
import type { DemoData, DemoZone } from "./DemoData.ts";

const duplicates = <T>(values: T[]): T[] => values.filter((v, i) => values.indexOf(v) !== i);
const folded = (text: string) => text.trim().toLowerCase();

function zoneProblems(demo: DemoZone, zone: ZoneDefinition | undefined, at: string): string[] {
  const vouchers = demo.vouchers ?? [];
  const devices = demo.devices ?? [];
  const problems = [
    ...duplicates(vouchers.map((v) => v.code)).map((c) => `${at}/vouchers: code ${c} appears twice`),
    ...duplicates(devices.map((d) => d.mac)).map((m) => `${at}/devices: mac ${m} appears twice`),
  ];
  // a zone the manifests no longer define is not seeded: nothing to check it against
  if (!zone) return problems;
  devices.forEach((d, i) => {
    if (d.voucher !== undefined && !vouchers.some((v) => v.code === d.voucher))
      problems.push(`${at}/devices/${i}: voucher ${d.voucher} is not in this zone`);
    if (d.openId !== undefined && !zone.opens.some((o) => o.id === d.openId))
      problems.push(`${at}/devices/${i}: open id ${d.openId} is not in this zone's manifest (opens)`);
  });
  for (const v of vouchers) {
    const bound = devices.filter((d) => d.voucher === v.code).length;
    if (v.maxDevices !== null && bound > v.maxDevices)
      problems.push(`${at}/vouchers: ${v.code} allows ${v.maxDevices} device(s) but ${bound} use it`);
  }
  const ids = zone.cruise?.packages.map((p) => p.id) ?? [];
  const seen = new Set<string>();
  (demo.bookings ?? []).forEach((b, i) => {
    const where = `${at}/bookings/${i}`;
    for (const id of [...(b.prepaid ?? []), ...(b.chargeable ?? [])])
      if (!ids.includes(id)) problems.push(`${where}: package ${id} is not in this zone's cruise packages`);
    for (const id of b.prepaid ?? [])
      if (b.chargeable?.includes(id)) problems.push(`${where}: package ${id} is both prepaid and chargeable`);
    const key = [b.surname, b.personalKey, b.dateOfBirth].map(folded).join("|");
    if (seen.has(key)) problems.push(`${where}: another booking has the same surname, key and date of birth`);
    seen.add(key);
  });
  return problems;
}

/** What the schema cannot say: unique codes and macs, and references that resolve in the zone's manifest. */
export function demoDataProblems(data: DemoData, zones: ZoneDefinition[]): string[] {
  return Object.entries(data.zones).flatMap(([zoneId, demo]) =>
    zoneProblems(
      demo,
      zones.find((z) => z.zoneId === zoneId),
      `/zones/${zoneId}`,
    ),
  );
}
