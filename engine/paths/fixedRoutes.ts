/** The routes every zone has, by the spec's route names. */
export const fixedRoutes = {
  Entry: "/",
  CnaPortal: "/cna",
  Error: "/error",
  InternetCheckRedirect: "/internetcheck-redirect",
  Policies: "/policies",
  Gdpr: "/gdpr",
  CruisePrivacyPolicy: "/celestyal-privacy-policy",
  Contact: "/contact",
  OpenInBrowser: "/open-in-browser",
} as const;

export type FixedRouteName = keyof typeof fixedRoutes;
