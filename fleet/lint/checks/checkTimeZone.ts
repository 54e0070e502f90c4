import { closest } from "../closest.ts";
import type { RawProblem, ZoneContext } from "../problem.ts";

// Node's own time-zone data (ICU), the same the server computes calendar days with
const KNOWN = [...Intl.supportedValuesOf("timeZone"), "UTC"];

function resolved(name: string): string | undefined {
  try {
    return new Intl.DateTimeFormat("en", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * The zone's timeZone is an IANA name the server's time-zone data knows (an alias such as
 * Europe/Kiev too), spelt as it is: "europe/stockholm" works in Intl but reads wrong everywhere
 * else. An offset such as "+02:00" is no time zone: it ignores summer time. The schema's pattern
 * catches the shape; this check the name.
 */
export function checkTimeZone({ zone }: ZoneContext): RawProblem[] {
  const name = zone.manifest.timeZone;
  if (typeof name !== "string" || !/^[A-Za-z]/.test(name)) return [];
  const canonical = resolved(name);
  if (canonical !== undefined && (canonical === name || canonical.toLowerCase() !== name.toLowerCase()))
    return [];
  const near = canonical ?? closest(name, KNOWN);
  return [
    {
      check: "timeZone",
      pointer: "/timeZone",
      message: `"${name}" is not a time zone ${canonical ? "as written" : "Node's time-zone data knows"}`,
      hint: near
        ? `did you mean "${near}"? An IANA name: Area/City, such as Europe/Stockholm, or UTC`
        : "an IANA name: Area/City, such as Europe/Stockholm, Europe/Athens, or UTC",
    },
  ];
}
