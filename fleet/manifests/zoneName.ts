/**
 * What staff and passengers call a zone without a `zones[].name`: the last part of its prefix,
 * capitalised ("nordlinjen/polaris" → "Polaris", "gangnet/premium-demo" → "Premium Demo"). Voucher
 * sheets and order e-mail print it.
 */
export const nameFromPrefix = (zonePrefix: string) =>
  (zonePrefix.split("/").at(-1) ?? zonePrefix)
    .split("-")
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
