/** Routes a zone has only when one of its feature flags is on. */
export const featureRoutes = {
  // features.devPage
  SecretStuff: "/secret-stuff",
} as const;
