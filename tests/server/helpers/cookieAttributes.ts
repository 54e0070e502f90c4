// a Set-Cookie header's attributes in name order, without its name=value: their order means
// nothing to a browser (RFC 6265, section 5.2)
export const cookieAttributes = (setCookie: string): string[] => setCookie.split(/;\s*/).slice(1).sort();
