import manifestSchema from "../../schemas/manifest.schema.json" with { type: "json" };

// the schema's rule (ZoneEntry.zoneId), and the same rule in words for the person who typed the id
const ZONE_ID = new RegExp(manifestSchema.definitions.ZoneEntry.properties.zoneId.pattern);
const RULE =
  'only lower-case letters a-z, digits and hyphens are allowed, 2 to 64 of them, starting with a letter or digit (e.g. "balticstar-aurora")';

const shown = (char: string) => (char === " " ? "a space" : `"${char}"`);
const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

// what an operator most likely meant: "Baltic Star_Aurora" → "baltic-star-aurora", "Ålandsfärjan" → "alandsfarjan"
function repaired(value: string): string | undefined {
  const id = value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 64)
    .replace(/-+$/, "");
  return ZONE_ID.test(id) && id !== value ? id : undefined;
}

// why a string is not a zone id: the characters it may not hold, else its length, else its start
function fault(value: string): string {
  const upper = [...new Set(value.match(/[A-Z]/g) ?? [])];
  const other = [...new Set(value.match(/[^a-zA-Z0-9-]/gu) ?? [])];
  const found = [
    ...(upper.length
      ? [`${upper.length === 1 ? "an upper-case letter" : "upper-case letters"} (${upper.join(", ")})`]
      : []),
    ...other.map(shown),
  ];
  if (found.length) return `has ${list(found)}`;
  if (value.length < 2) return value.length === 0 ? "is empty" : "is 1 character long";
  if (value.length > 64) return `is ${value.length} characters long`;
  return "starts with a hyphen";
}

/**
 * Why a value is not a zone id, as a sentence an operator acts on (the lint's and new-vessel's
 * message), and a hint with the id it probably meant.
 */
export function explainZoneId(value: string): { message: string; hint: string } {
  const near = repaired(value);
  return {
    message: `zone id "${value}" ${fault(value)}; ${RULE}`,
    hint: `${near ? `did you mean "${near}"? ` : ""}the gateway sends the zone id as ?zoneId=…: write the one its configuration has`,
  };
}

/** Whether a value passes the schema's zone id rule. */
export const isZoneId = (value: string): boolean => ZONE_ID.test(value);
