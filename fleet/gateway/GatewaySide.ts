/** What the gateway's side of a zone is made from: its manifest's network, and the server's environment. */
export interface GatewaySide {
  zoneId: string;
  network: {
    gateway?: string;
    controllerHosts?: string[];
    nasIdentifiers?: string[];
    // openNDS: 3 prints fas_secure_enabled 3 and the portal's https port
    openndsFasLevel?: number;
  };
  /** the portal's origin as passengers reach it: PUBLIC_URL, else http://HOST:PORT */
  portalOrigin: string;
  /** where the gateway reaches Gangway's RADIUS server (RADIUS_HOST), or FreeRADIUS in front */
  radiusHost: string | undefined;
  authPort: number;
  acctPort: number;
  /** where Gangway's Disconnect-Requests reach the gateway (RADIUS_DISCONNECT_PORT) */
  disconnectPort: number;
  /** the shared secret RADIUS_CLIENTS gives the gateway's address; only with --with-secrets */
  radiusSecret: string | undefined;
  /** the zone's GATEWAY_KEYS entry: CoovaChilli's UAM secret; only with --with-secrets */
  uamSecret: string | undefined;
  /** FreeRADIUS is in front (RADIUS_REST_TOKEN is set) */
  restToken: boolean;
  /** hosts the walled garden must let through besides the portal: the card provider's */
  walledGarden: string[];
}

export interface ConfigSection {
  /** where it goes, as the operator reads it */
  title: string;
  /** the code block's language in the README */
  language: "sh" | "routeros" | "html" | "text";
  text: string;
}

// what the operator fills in: a secret not printed, or what the environment does not hold. Its
// spaces and angle brackets make it an error where it is pasted unreplaced (a shell, RouterOS)
// rather than a value taken silently
export const placeholder = (what: string) => `<REPLACE: ${what}>`;
