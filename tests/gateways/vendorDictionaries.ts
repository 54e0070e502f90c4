import { existsSync, readFileSync } from "node:fs";
import { COOVACHILLI_HEADER, COOVACHILLI_VENDOR } from "./coovaChilliHeader.ts";

export interface VendorAttribute {
  name: string;
  type: string;
}

/** vendor id → attribute number → the vendor's name and type for it */
export type VendorDictionary = ReadonlyMap<number, ReadonlyMap<number, VendorAttribute>>;

// Debian's freeradius-common: the vendors' dictionaries as FreeRADIUS ships them
export const DEBIAN_DICTIONARIES = "/usr/share/freeradius";
const FILES = ["dictionary.wispr", "dictionary.chillispot", "dictionary.mikrotik"];

// VENDOR, BEGIN-VENDOR, ATTRIBUTE and END-VENDOR lines of a FreeRADIUS dictionary
function parse(
  text: string,
  into: Map<number, Map<number, VendorAttribute>>,
  vendors: Map<string, number>,
): void {
  let current: Map<number, VendorAttribute> | undefined;
  for (const raw of text.split("\n")) {
    const [keyword, a, b, c] = raw.replace(/#.*/, "").trim().split(/\s+/);
    if (keyword === "VENDOR" && a && b) vendors.set(a, Number(b));
    else if (keyword === "BEGIN-VENDOR" && a) {
      const id = vendors.get(a);
      if (id === undefined) throw new Error(`BEGIN-VENDOR ${a} before its VENDOR line`);
      current = into.get(id) ?? new Map();
      into.set(id, current);
    } else if (keyword === "END-VENDOR") current = undefined;
    // the first name a number is given wins (dictionary.mikrotik spells two of them twice)
    else if (keyword === "ATTRIBUTE" && current && a && b && c && !current.has(Number(b)))
      current.set(Number(b), { name: a, type: c });
  }
}

/** FreeRADIUS dictionary files read in order (a later one may use an earlier one's VENDOR). */
export function readDictionaries(paths: string[]): Map<number, Map<number, VendorAttribute>> {
  const attributes = new Map<number, Map<number, VendorAttribute>>();
  const vendors = new Map<string, number>();
  for (const path of paths) {
    if (!existsSync(path))
      throw new Error(`${path} is missing: install FreeRADIUS (node tools/ensure-install.mjs --radius)`);
    parse(readFileSync(path, "utf8"), attributes, vendors);
  }
  return attributes;
}

/**
 * The vendor attributes as the vendors number them: Debian's FreeRADIUS dictionaries (WISPr,
 * ChilliSpot, Mikrotik), and CoovaChilli's header for what dictionary.chillispot lacks. The test
 * suite installs FreeRADIUS (tools/ensure-install.mjs --radius): without it this throws.
 */
export function loadVendorDictionary(): VendorDictionary {
  const vendors = readDictionaries(FILES.map((file) => `${DEBIAN_DICTIONARIES}/${file}`));
  const chilli = vendors.get(COOVACHILLI_VENDOR);
  if (!chilli) throw new Error(`${DEBIAN_DICTIONARIES}/dictionary.chillispot has no vendor 14559`);
  for (const { name, number, type } of COOVACHILLI_HEADER)
    if (!chilli.has(number)) chilli.set(number, { name, type });
  return vendors;
}

export type VendorValue = number | string | Buffer;

function value(def: VendorAttribute | undefined, data: Buffer, where: string): VendorValue {
  if (def?.type === "integer") {
    if (data.length !== 4) throw new Error(`${where}: an integer of ${data.length} octets`);
    return data.readUInt32BE(0);
  }
  if (def?.type === "string") return data.toString("utf8");
  if (def?.type === "ipaddr") return [...data].join(".");
  return data;
}

/**
 * The Vendor-Specific attributes (26) of a packet's attributes, named by the vendor's dictionary;
 * one the vendor does not define is named as FreeRADIUS names it, Attr-26.<vendor>.<number>.
 */
export function decodeVendorAttributes(
  raw: readonly [number, Buffer][],
  dictionary: VendorDictionary,
): Record<string, VendorValue> {
  const out: Record<string, VendorValue> = {};
  for (const [type, data] of raw) {
    if (type !== 26) continue;
    const vendor = data.readUInt32BE(0);
    for (let at = 4; at < data.length; ) {
      const number = data[at] as number;
      const length = data[at + 1] as number;
      if (length < 2 || at + length > data.length) throw new Error(`vendor ${vendor}: a broken attribute`);
      const def = dictionary.get(vendor)?.get(number);
      const name = def?.name ?? `Attr-26.${vendor}.${number}`;
      out[name] = value(def, data.subarray(at + 2, at + length), name);
      at += length;
    }
  }
  return out;
}
