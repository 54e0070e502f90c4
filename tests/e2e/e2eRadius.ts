// the e2e server's RADIUS side (playwright.config.ts): every loopback address is a gateway with
// this secret, and its ports follow the HTTP port, so a test's radclient knows where to ask
export const E2E_RADIUS_SECRET = "e2e-gateway-secret-of-32-chars!!";
export const e2eRadiusPorts = (httpPort: number) => ({
  auth: httpPort + 1,
  acct: httpPort + 2,
  // where the e2e server sends Disconnect-Requests (a test's gateway listens there)
  disconnect: httpPort + 3,
});
