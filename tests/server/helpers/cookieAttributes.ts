// a Set-Cookie header's attributes in name order, without its name=value: their order means
// nothing to a browser (RFC 6265, section 5.2)
export const cookieAttributes = (setCookie: string): string[] => setCookie.split(/;\s*/).slice(1).sort();

// the Set-Cookie line of the cookie `name` in an answer (one header or several)
export function setCookieOf(headers: Record<string, unknown>, name: string): string | undefined {
  const set = headers["set-cookie"];
  const lines = typeof set === "string" ? [set] : Array.isArray(set) ? (set as string[]) : [];
  return lines.find((line) => line.startsWith(`${name}=`));
}

// `name=value` of that cookie, as a browser sends it back
export const cookieOf = (headers: Record<string, unknown>, name: string): string | undefined =>
  setCookieOf(headers, name)?.split(";")[0];
