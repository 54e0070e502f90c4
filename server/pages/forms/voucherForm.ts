import { attemptVoucher } from "../../vouchers/attemptVoucher.ts";
import type { VoucherLimiter } from "../../vouchers/voucherLimiter.ts";
import { type FormAnswer, type FormContext, redraw } from "./FormContext.ts";
import { toController } from "./toController.ts";

/**
 * The voucher form (engine/flows/useVoucher.ts, the same steps): the code checked, then the terms
 * step; accepted, the activation; a device limit asks to log the oldest out; success goes to the
 * controller (3, 0). Refusals redraw the form with the spec's banner (section 8).
 */
export async function voucherForm(fc: FormContext, limit: VoucherLimiter): Promise<FormAnswer> {
  const { entry, fields } = fc;
  const ids = entry.formMessageIds;
  const typed = (fields.code ?? "").slice(0, 16);
  const code = entry.validateVoucherCode(typed);
  const step = fields._step;
  if (step === "cancel") return redraw({ action: "voucher", step: "idle", code: typed });
  if (code === null) return redraw({ action: "voucher", step: "idle", code: typed }, ids.invalidVoucher);
  if (step === undefined || step === "") return redraw({ action: "voucher", step: "terms", code: typed });
  if (step === "accept" && fields.terms !== "1")
    return redraw({ action: "voucher", step: "terms", code: typed, flagged: true });
  if (step !== "accept" && step !== "logout-oldest")
    return redraw({ action: "voucher", step: "idle", code: typed });
  // the terms are the use case's rule, whichever button posted (the device-limit warning's carries them)
  const attempt = await attemptVoucher(fc.ctx, limit, fc.request, fc.reply, {
    code,
    logoutOldest: step === "logout-oldest",
    termsAccepted: fields.terms === "1",
  });
  switch (attempt.kind) {
    case "terms":
      return redraw({ action: "voucher", step: "terms", code: typed, flagged: true });
    case "activate":
    case "already-active":
      return toController(fc, "/auth", 3, 0);
    case "device-limit":
      return redraw({ action: "voucher", step: "conflict", code: typed });
    case "unknown":
      return redraw({ action: "voucher", step: "idle", code: typed }, ids.invalidVoucher);
    case "expired":
    case "used-up":
      return redraw({ action: "voucher", step: "idle", code: typed }, ids.authConflict);
    default:
      return redraw({ action: "voucher", step: "idle", code: typed }, ids.timeout);
  }
}
