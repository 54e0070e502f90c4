/**
 * Who a request counts as, for a per-client limit and a zone's fair cap: the device the zone's
 * gateway vouches for where the zone knows it (a gateway key's bound browser, the gateway's word
 * on the address: security/DeviceAuth.ts's limitClient), else the request's address
 * (rateLimit/LimitClient.ts makes both).
 */
export interface LimitClient {
  // the counters' key: "device|<zone>|<mac>", or the address (clientKey)
  key: string;
  // an IPv6 address's /64 and /48: past a zone's cap, the addresses of each get a part of it together
  groups?: string[];
  // a device the gateway vouches for: one device, whatever its address, so a zone's backstop
  // (which the addresses of a crowd could fill) never refuses it
  vouched: boolean;
}
