import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { addAccount } from "../../../server/console/addAccount.ts";
import { hashPassword } from "../../../server/console/hashPassword.ts";
import { openStorage } from "../../../server/storage/open/openStorage.ts";

export const PASSWORD = "a-long-enough-password";
// every account here has PASSWORD: hashed once a worker at the production cost (Argon2id, ~40
// CPU-ms), not once an account; a salt of their own per account is hashPassword.test.ts's matter
let hashed: Promise<string> | undefined;
const hashOnce = (password: string) => (hashed ??= hashPassword(password));

/** Adds an account to the app's database as `npm run console -- add-user` does. */
export async function addUser(
  dataDir: string,
  name: string,
  role: string,
  scope: string[] = [],
  databaseUrl?: string,
) {
  const store = openStorage(dataDir, databaseUrl);
  try {
    const outcome = await addAccount(
      store,
      { name, password: PASSWORD, role, scope },
      { account: null, address: "cli" },
      Date.now(),
      hashOnce,
    );
    if (outcome.kind !== "added") throw new Error(`account not added: ${JSON.stringify(outcome)}`);
  } finally {
    await store.close();
  }
}

/** A page's table cells without their attributes (a cell's role and column name, for narrow screens). */
export const plainCells = (html: string) => html.replace(/<td [^>]*>/g, "<td>");

const csrfIn = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";

/** One browser on the console: it keeps its cookies, and reads each form's CSRF token from the page. */
export function consoleBrowser(app: FastifyInstance, remoteAddress = "127.0.0.1") {
  const jar = new Map<string, string>();
  const keep = (res: LightMyRequestResponse) => {
    const set = res.headers["set-cookie"];
    for (const line of typeof set === "string" ? [set] : (set ?? [])) {
      const [pair = ""] = line.split(";");
      const eq = pair.indexOf("=");
      const value = pair.slice(eq + 1);
      if (value === "" || /Expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(pair.slice(0, eq));
      else jar.set(pair.slice(0, eq), value);
    }
    return res;
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const b = {
    jar,
    csrf: "",
    async get(url: string) {
      const res = keep(await app.inject({ url, remoteAddress, headers: { cookie: cookie() } }));
      const token = csrfIn(res.body);
      if (token) b.csrf = token;
      return res;
    },
    async post(url: string, fields: Record<string, string>, withCsrf = true) {
      const form = new URLSearchParams({ ...(withCsrf ? { _csrf: b.csrf } : {}), ...fields });
      const res = keep(
        await app.inject({
          method: "POST",
          url,
          remoteAddress,
          payload: form.toString(),
          headers: { cookie: cookie(), "content-type": "application/x-www-form-urlencoded" },
        }),
      );
      const token = csrfIn(res.body);
      if (token) b.csrf = token;
      return res;
    },
    async signIn(name: string, password = PASSWORD) {
      await b.get("/console/sign-in");
      const res = await b.post("/console/sign-in", { name, password });
      if (res.statusCode === 303) await b.get("/console/desk");
      return res;
    },
  };
  return b;
}
