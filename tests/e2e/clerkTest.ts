import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

export type ClerkRole = "desk" | "operator" | "admin";

// the demo's admin (DEMO=1 only: server/console/seedDemoAccounts.ts) adds each worker's clerks
const ADMIN = { name: "demo-admin", password: "gangway-demo-console" };
export const PASSWORD = "e2e-clerk-password-long-enough";
// each role's account: a desk of the demo vessel, an operator of the card-store zone's fleet, an
// admin (who sees everything: no scope)
const SCOPE: Record<ClerkRole, string> = { desk: "gangnet/premium", operator: "jetwave", admin: "" };

export const csrfOf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";

export async function signIn(api: APIRequestContext, name: string, password: string): Promise<void> {
  const form = await api.get("/console/sign-in");
  const res = await api.post("/console/sign-in", {
    form: { name, password, _csrf: csrfOf(await form.text()) },
  });
  expect(res.url(), `${name} signed in`).toMatch(/\/console\/(desk|totp|reports)/);
}

/**
 * The console's tests, each signed in already: every worker signs its own clerks in once, through
 * the sign-in form's request, and each test's browser starts from that session's cookie. Accounts
 * of the worker's own (an account keeps five signed-in sessions, and the demo's are signed in by
 * the sign-in tests meanwhile: a shared one would be signed out under a test's feet).
 */
export const clerkTest = test.extend<
  { clerk: ClerkRole; clerkName: string },
  { clerkStates: (role: ClerkRole) => Promise<Awaited<ReturnType<APIRequestContext["storageState"]>>> }
>({
  clerk: ["desk", { option: true }],
  clerkName: async ({ clerk }, use, info) => use(`e2e-${clerk}-${info.workerIndex}-${process.pid}`),
  clerkStates: [
    async ({ playwright }, use, worker) => {
      const baseURL = worker.project.use.baseURL;
      const nameOf = (role: ClerkRole) => `e2e-${role}-${worker.workerIndex}-${process.pid}`;
      const contexts: APIRequestContext[] = [];
      const context = async () => {
        const api = await playwright.request.newContext({ baseURL });
        contexts.push(api);
        return api;
      };
      // the clerks added in one session of the demo's admin, signed out at once: its sessions the
      // operator tests sign in stay within its five
      let added: Promise<void> | undefined;
      const addClerks = async () => {
        const admin = await context();
        await signIn(admin, ADMIN.name, ADMIN.password);
        const csrf = csrfOf(await (await admin.get("/console/accounts")).text());
        for (const role of ["desk", "operator", "admin"] as const) {
          const res = await admin.post("/console/accounts", {
            form: { _csrf: csrf, name: nameOf(role), password: PASSWORD, role, scope: SCOPE[role] },
          });
          expect(res.status(), await res.text()).toBe(200);
        }
        await admin.post("/console/sign-out", { form: { _csrf: csrf } });
      };
      const states = new Map<ClerkRole, ReturnType<APIRequestContext["storageState"]>>();
      const stateOf = async (role: ClerkRole) => {
        added ??= addClerks();
        await added;
        const clerk = await context();
        await signIn(clerk, nameOf(role), PASSWORD);
        return clerk.storageState();
      };
      await use((role) => {
        if (!states.has(role)) states.set(role, stateOf(role));
        return states.get(role) as ReturnType<APIRequestContext["storageState"]>;
      });
      for (const api of contexts) await api.dispose();
    },
    { scope: "worker" },
  ],
  storageState: async ({ clerk, clerkStates }, use) => use(await clerkStates(clerk)),
});
