import { createElement as h } from "react";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { listAccounts } from "./accountRow.ts";
import { addAccount } from "./addAccount.ts";
import { appendAudit } from "./appendAudit.ts";
import type { ConsoleDeps } from "./ConsoleDeps.ts";
import { WORDS } from "./consoleMessages.ts";
import { localeOf } from "./localeOf.ts";
import { postedOf } from "./Posted.ts";
import { type Draw, keepSession, sessionIn } from "./sessionIn.ts";
import { notice } from "./notice.ts";
import { accountsView, totpView } from "./accountsView.ts";
import { accountChangeViews } from "./accountChangeViews.ts";
import type { ChangeOutcome } from "./ChangeOutcome.ts";
import { changeRole } from "./changeRole.ts";
import { disableAccount } from "./disableAccount.ts";
import { enrolmentSignature, enrolmentSigned } from "./enrolmentSignature.ts";
import { newTotpSecret, totpStep, totpUri } from "./totpStep.ts";

/** An admin's accounts page, and every account's own two-step sign-in set-up. */
export function accountRoutes(app: FastifyInstance, d: ConsoleDeps, draw: Draw): void {
  // wrong: the last code did not confirm the key (a new key is drawn either way)
  const totpPage = async (request: FastifyRequest, reply: FastifyReply, wrong = false, status = 200) => {
    const { account, csrf } = sessionIn(request);
    if (account.totp) return draw(request, reply, WORDS.totpSetup, (t) => notice(t._(WORDS.totpOn)));
    const secret = newTotpSecret();
    // qrcode loaded on the first set-up page, not at every start (57 modules)
    const { default: QRCode } = await import("qrcode");
    const qr = await QRCode.toDataURL(totpUri(secret, account.name), { margin: 1, width: 200 });
    const signature = enrolmentSignature(d.secret, account.accountId, secret);
    return draw(
      request,
      reply,
      WORDS.totpSetup,
      (t) => totpView(t, { csrf, secret, signature, qr, wrong }),
      status,
    );
  };
  app.get("/console/totp", (request, reply) => totpPage(request, reply));
  app.post("/console/totp", async (request, reply) => {
    const { account } = sessionIn(request);
    const posted = postedOf(request);
    const secret = posted.secret ?? "";
    const now = d.now();
    const step = totpStep(secret, account.name, posted.code ?? "", now);
    if (
      account.totp ||
      !enrolmentSigned(d.secret, account.accountId, secret, posted.signature ?? "") ||
      step === undefined
    )
      return totpPage(request, reply, true, 400);
    await d.store.transaction(async ({ q }) => {
      await q
        .updateTable("console_accounts")
        // the enrolment's code is spent too: it cannot sign in afterwards
        .set({ totp_secret: secret, totp_last_step: step })
        .where("account_id", "=", account.accountId)
        .where("totp_secret", "is", null)
        .execute();
      await appendAudit(q, {
        ...{ at: now, account: account.name, address: request.ip, action: "totp-set" },
        ...{ target: account.name, before: { totp: false }, after: { totp: true }, outcome: "set" },
      });
    });
    // the page drawn now says it is on, and no longer asks for it
    keepSession(request, { ...sessionIn(request), account: { ...account, totp: true } });
    return draw(request, reply, WORDS.totpSetup, (t) => notice(t._(WORDS.totpOn)));
  });

  const adminsOnly = (request: FastifyRequest, reply: FastifyReply) =>
    draw(request, reply, WORDS.accounts, (t) => notice(t._(WORDS.adminsOnly), true), 403);
  const accountsPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    said?: ReturnType<typeof notice>,
    status = 200,
  ) => {
    const accounts = await listAccounts(d.store.db);
    const { csrf } = sessionIn(request);
    return draw(
      request,
      reply,
      WORDS.accounts,
      (t) => h("div", null, said, accountsView(t, accounts, csrf), accountChangeViews(t, csrf)),
      status,
    );
  };
  app.get("/console/accounts", async (request, reply) =>
    sessionIn(request).account.role === "admin" ? accountsPage(request, reply) : adminsOnly(request, reply),
  );
  // an account disabled (its sessions ended at once), or its role and scope changed: admins only
  const change = async (
    request: FastifyRequest,
    reply: FastifyReply,
    act: (
      by: { account: string; address: string },
      posted: Record<string, string | undefined>,
    ) => Promise<ChangeOutcome>,
  ) => {
    const { account } = sessionIn(request);
    if (account.role !== "admin") return adminsOnly(request, reply);
    const posted = postedOf(request);
    const outcome = await act({ account: account.name, address: request.ip }, posted);
    const { i18n } = localeOf(d, request, reply);
    if (outcome.kind === "changed")
      return accountsPage(request, reply, notice(i18n._(WORDS.accountChanged.id, { name: posted.name })));
    if (outcome.kind === "unknown")
      return accountsPage(request, reply, notice(i18n._(WORDS.notFound), true), 404);
    const said =
      outcome.kind === "self"
        ? i18n._(WORDS.accountSelf)
        : i18n._(WORDS.accountRefused.id, { field: outcome.field, reason: outcome.reason });
    return accountsPage(request, reply, notice(said, true), 400);
  };
  app.post("/console/accounts/disable", (request, reply) =>
    change(request, reply, (by, posted) => disableAccount(d.store, by, (posted.name ?? "").trim(), d.now())),
  );
  app.post("/console/accounts/role", (request, reply) =>
    change(request, reply, (by, posted) =>
      changeRole(
        d.store,
        by,
        {
          name: (posted.name ?? "").trim(),
          role: posted.role ?? "",
          scope: (posted.scope ?? "").split(/[\s,]+/).filter(Boolean),
        },
        d.now(),
      ),
    ),
  );
  app.post("/console/accounts", async (request, reply) => {
    const { account } = sessionIn(request);
    if (account.role !== "admin") return adminsOnly(request, reply);
    const posted = postedOf(request);
    const outcome = await addAccount(
      d.store,
      {
        name: (posted.name ?? "").trim(),
        password: posted.password ?? "",
        role: posted.role ?? "",
        scope: (posted.scope ?? "").split(/[\s,]+/).filter(Boolean),
      },
      { account: account.name, address: request.ip },
      d.now(),
    );
    const { i18n } = localeOf(d, request, reply);
    if (outcome.kind === "added")
      return accountsPage(request, reply, notice(i18n._(WORDS.added.id, { name: posted.name })));
    const said =
      outcome.kind === "taken"
        ? i18n._(WORDS.accountTaken)
        : i18n._(WORDS.accountRefused.id, { field: outcome.field, reason: outcome.reason });
    return accountsPage(request, reply, notice(said, true), 400);
  });
}
