import { describe, expect, it } from "vitest";
import { VENDORS } from "../../server/gateway/radius/radiusDictionary.ts";
import { COOVACHILLI_HEADER, COOVACHILLI_VENDOR } from "../gateways/coovaChilliHeader.ts";
import {
  DEBIAN_DICTIONARIES,
  loadVendorDictionary,
  readDictionaries,
} from "../gateways/vendorDictionaries.ts";

// Issue 40 item 2: Gangway's vendor attributes come from the vendor. Its dictionary put CoovaChilli's
// Max-Total-Gigawords at 21 (CoovaChilli's Max-Input-Gigawords): a 5 GB allowance reached CoovaChilli
// as its low 32 bits. Every vendor attribute Gangway reads or writes is held to Debian's FreeRADIUS
// dictionaries, and to CoovaChilli's header for what those lack.
const vendor = loadVendorDictionary();
const gangway = [...VENDORS].flatMap(([id, attributes]) =>
  [...attributes].map(([number, def]) => ({ id, number, name: def.name, type: def.type })),
);

describe("the vendor attributes", () => {
  it.each(gangway)("$name is the vendor's $id/$number of its type", ({ id, number, name, type }) => {
    expect(vendor.get(id)?.get(number)).toEqual({ name, type });
  });

  it("CoovaChilli's Gigawords are 21, 22, 23 (its header), and the header only adds what Debian lacks", () => {
    const chilli = vendor.get(COOVACHILLI_VENDOR);
    expect(chilli?.get(23)?.name).toBe("ChilliSpot-Max-Total-Gigawords");
    expect(chilli?.get(21)?.name).toBe("ChilliSpot-Max-Input-Gigawords");
    expect(chilli?.has(20)).toBe(false);
    const debian = readDictionaries([`${DEBIAN_DICTIONARIES}/dictionary.chillispot`]).get(COOVACHILLI_VENDOR);
    for (const { number } of COOVACHILLI_HEADER) expect(debian?.has(number), String(number)).toBe(false);
  });

  it("the FreeRADIUS front's dictionary.gangway numbers them as CoovaChilli does", () => {
    const shipped = readDictionaries([
      `${DEBIAN_DICTIONARIES}/dictionary.chillispot`,
      "server/gateway/freeradius/dictionary.gangway",
    ]).get(COOVACHILLI_VENDOR);
    const added = COOVACHILLI_HEADER.filter((a) => a.name.includes("Gigawords"));
    for (const { number, name, type } of added) expect(shipped?.get(number)).toEqual({ name, type });
  });
});
