/**
 * Who asks for a trial or free access in a zone no gateway vouches for: its browser and its client
 * address, as keyed digests (DeviceAuth.openAsker). A trial granted there is once a day for the
 * device with each of them, so a stranger's trial for a device it saw is the stranger's own, and
 * leaves the owner's (issue 33, finding 3). Undefined where a gateway vouches for devices: there a
 * trial is the device's.
 */
export interface OpenAsker {
  // the browser's id (security/BrowserIds.ts): a client that sends none gets one with the answer
  browser: string | undefined;
  // the client address (rateLimit/clientKey.ts), IPv6 addresses one by one
  client: string;
}
