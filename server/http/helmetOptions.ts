import type { FastifyHelmetOptions } from "@fastify/helmet";

// the portal is static files and JSON from this origin: no inline or evaluated script. The card
// payment provider's checkout script and payment window come from its one origin (paymentOrigin;
// null for the sandbox, which is this origin), and from nowhere else.
// the portal uses no device feature: none may be used by it or by anything it frames
export const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), usb=(), serial=(), hid=()";

// a year, the lower bound for preload lists
const HSTS = { maxAge: 31_536_000, includeSubDomains: false };

export function helmetOptionsFor(paymentOrigin: string | null, httpsOrigin = false): FastifyHelmetOptions {
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
    // captive portals are reached over plain http before the device is online: pinning https
    // would lock the visitor out, unless the portal's public origin is https anyway (PUBLIC_URL)
    strictTransportSecurity: httpsOrigin ? HSTS : false,
    // agrees with frame-ancestors 'none' for browsers that ignore CSP
    xFrameOptions: { action: "deny" },
    // nothing to other sites, as helmet's no-referrer; but the portal's own form posts keep their
    // Origin: over plain http to a ship's address (no Fetch Metadata: not a trustworthy origin) a
    // no-referrer page posts "Origin: null", and refuseCrossSite.ts refused every form without script
    referrerPolicy: { policy: "same-origin" },
  };
}

export const helmetOptions: FastifyHelmetOptions = helmetOptionsFor(null);
