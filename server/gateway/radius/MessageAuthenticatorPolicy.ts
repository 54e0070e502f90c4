import type { FastifyBaseLogger } from "fastify";
import type { RadiusClient } from "./RadiusClients.ts";

const FIX =
  'make the gateway sign its Access-Requests with a Message-Authenticator (RFC 3579; RouterOS 7.15+: /radius set [find] require-message-auth=yes-for-request-resp), or, for a gateway that cannot, give its entry in RADIUS_CLIENTS_FILE "messageAuthenticator": "auto"';

/**
 * FreeRADIUS 3.2.5's require_message_authenticator, per client. `require` (the default) drops an
 * Access-Request without a Message-Authenticator: its authenticator is random, so without one
 * anybody who can send from the client's address could forge it (Blast-RADIUS). `auto` lets
 * unsigned ones through until the client sends a signed one, then requires it; an unsigned one
 * that carries a Proxy-State is dropped anyway (3.2.5's limit_proxy_state). Each client's first
 * drop, and its first unsigned request let through, is a warning with the fix; later ones are
 * counted only.
 */
export class MessageAuthenticatorPolicy {
  readonly #log: FastifyBaseLogger;
  // `auto` clients that have sent a signed Access-Request (by entry: bounded by the configuration)
  readonly #signing = new WeakSet<RadiusClient>();
  readonly #warned = new WeakSet<RadiusClient>();

  constructor(log: FastifyBaseLogger) {
    this.#log = log;
  }

  /** A signed Access-Request from the client passed its check. */
  signed(client: RadiusClient): void {
    if (client.messageAuthenticator !== "auto" || this.#signing.has(client)) return;
    this.#signing.add(client);
    this.#log.info(
      { client: client.address },
      "RADIUS client signs its Access-Requests: a Message-Authenticator is now required of it",
    );
  }

  /** Whether an unsigned Access-Request from the client is let through (else: dropped). */
  allowsUnsigned(client: RadiusClient, from: string, hasProxyState: boolean): boolean {
    const allowed = client.messageAuthenticator === "auto" && !this.#signing.has(client) && !hasProxyState;
    if (!this.#warned.has(client)) {
      this.#warned.add(client);
      this.#log.warn(
        { client: client.address, from },
        allowed
          ? `RADIUS Access-Request without a Message-Authenticator accepted (messageAuthenticator "auto"): anyone who can send from this address could forge one; ${FIX.split(", or,")[0]}`
          : `RADIUS Access-Requests without a Message-Authenticator are dropped: every device behind this gateway is refused. Fix: ${FIX}`,
      );
    }
    return allowed;
  }
}
