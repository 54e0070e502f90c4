import type { FastifyHelmetOptions } from "@fastify/helmet";

// the portal is static files and JSON from this origin: no inline or evaluated script. The card
// payment provider's checkout script and payment window come from its one origin (paymentOrigin;
// null for the sandbox, which is this origin), and from nowhere else.
export function helmetOptionsFor(paymentOrigin: string | null): FastifyHelmetOptions {
  const provider = paymentOrigin ? [paymentOrigin] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "base-uri": ["'self'"],
        "connect-src": ["'self'"],
        "font-src": ["'self'", "data:"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        "img-src": ["'self'", "data:"],
        "object-src": ["'none'"],
        "script-src": ["'self'", ...provider],
        "frame-src": ["'self'", ...provider],
        "script-src-attr": ["'none'"],
        "style-src": ["'self'", "'unsafe-inline'"],
      },
    },
    // captive portals are reached over plain http before the device is online:
    // upgrading requests or pinning https would lock the visitor out
    strictTransportSecurity: false,
    // agrees with frame-ancestors 'none' for browsers that ignore CSP
    xFrameOptions: { action: "deny" },
  };
}

export const helmetOptions: FastifyHelmetOptions = helmetOptionsFor(null);
