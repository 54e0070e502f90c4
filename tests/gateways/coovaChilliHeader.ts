/**
 * The CoovaChilli attributes FreeRADIUS's dictionary.chillispot lacks, as CoovaChilli's own source
 * numbers them: src/radius_coovachilli.h of github.com/coova/coova-chilli (read at commit
 * e0c7d7af95066eff2b58ad4dca77a2dc85c64188), RADIUS_VENDOR_COOVACHILLI 14559. Facts from the
 * header (number and type), not its code; named in dictionary.chillispot's ChilliSpot- spelling.
 * Its 19 is RADIUS_ATTR_COOVACHILLI_ACCEPT_LANGUAGE, and it defines no 20.
 */
export const COOVACHILLI_VENDOR = 14559;
export const COOVACHILLI_HEADER: readonly { name: string; number: number; type: string; macro: string }[] = [
  { name: "ChilliSpot-Accept-Language", number: 19, type: "string", macro: "ACCEPT_LANGUAGE" },
  { name: "ChilliSpot-Max-Input-Gigawords", number: 21, type: "integer", macro: "MAX_INPUT_GIGAWORDS" },
  { name: "ChilliSpot-Max-Output-Gigawords", number: 22, type: "integer", macro: "MAX_OUTPUT_GIGAWORDS" },
  { name: "ChilliSpot-Max-Total-Gigawords", number: 23, type: "integer", macro: "MAX_TOTAL_GIGAWORDS" },
];
