import type { FastifyRequest } from "fastify";

const PATH = "/api/v1/radius/";

/**
 * A route constraint: /api/v1/radius/* with a bearer token is FreeRADIUS's rlm_rest calling the
 * REST face (radiusRoutes.ts); without one it is test mode's POST twins of the controller's
 * redirects (testMode/testModeRoutes.ts). Both answer at the spec's paths, told apart here.
 */
export const radiusCaller = {
  name: "radiusCaller",
  mustMatchWhenDerived: true,
  validate(value: unknown) {
    if (value !== "freeradius") throw new Error("radiusCaller is freeradius or unset");
  },
  storage() {
    const handlers = new Map<string, unknown>();
    return {
      get: (value: string) => handlers.get(value) ?? null,
      set: (value: string, handler: unknown) => void handlers.set(value, handler),
    };
  },
  deriveConstraint(request: FastifyRequest["raw"]): string | undefined {
    if (!request.url?.startsWith(PATH)) return undefined;
    return /^Bearer\s/i.test(request.headers.authorization ?? "") ? "freeradius" : undefined;
  },
};
