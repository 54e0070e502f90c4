/**
 * Whether a zone's gateway (its manifest's network.gateway) is the spec's own controller, which
 * the portal redirects to at /auth, /logout, /tempbypass… ("generic" was its earlier name), or a
 * vendor's (CoovaChilli, MikroTik), whose login and logout steps the server hands out with a
 * one-time credential and which has none of the spec's other steps.
 */
export const isSpecGateway = (gateway: string | undefined): boolean =>
  gateway === undefined || gateway === "spec" || gateway === "generic";
