import type { FastifyBaseLogger } from "fastify";
import { maskMacs } from "../../http/loggerOptions.ts";
import type { Storage } from "../../storage/Storage.ts";
import type { Attributes, GatewayDevice } from "../../access/GatewayDevice.ts";
import { checkCredential } from "../../access/credentials/checkCredential.ts";
import { credentialIdOf } from "../../access/credentials/credentialName.ts";
import { credentialPassword } from "../../access/credentials/credentialPassword.ts";
import { provesPassword } from "./provesPassword.ts";
import type { HandoffStats } from "../../access/credentials/HandoffStats.ts";

export interface CredentialGateOptions {
  store: Storage;
  // derives each credential's password (credentialPassword.ts)
  key: Buffer;
  stats: HandoffStats;
  now: () => number;
  log: FastifyBaseLogger;
}

/**
 * The AAA core's check of an Access-Request that carries a handoff credential as its User-Name:
 * undefined when it carries none (MAC authentication, decided by the session as ever) or the
 * credential is good; else why it is refused, for the Reply-Message (`credential-used`, …).
 */
export function credentialGate(o: CredentialGateOptions) {
  return async (device: GatewayDevice, attributes: Attributes): Promise<string | undefined> => {
    const id = credentialIdOf(device.userName);
    if (id === undefined) return undefined;
    const verdict = await checkCredential(
      o.store,
      { id, zoneId: device.zone?.zoneId, mac: device.mac, proves: (pw) => provesPassword(attributes, pw) },
      (credential) => credentialPassword(o.key, credential),
      o.now(),
    );
    o.stats.credentials[verdict]++;
    if (verdict === "accepted") return undefined;
    o.log.info(
      { zoneId: device.zone?.zoneId, mac: device.mac && maskMacs(device.mac), verdict },
      "handoff credential refused",
    );
    return `credential-${verdict}`;
  };
}
