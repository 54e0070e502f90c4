/** A form's fields as the passenger typed them, and each refused field's reason. */
export type FieldValues = Record<string, string>;

/**
 * Where a form the server answered left the passenger (the page drawn again in answer to its post,
 * before or without the script): the step reached, what was typed, whether the terms were flagged.
 * The flow that owns the form starts from it, so the page the browser hydrates is the page drawn.
 */
export type DrawnForm =
  | { action: "voucher"; step: "idle" | "terms" | "conflict"; code: string; flagged?: boolean }
  | { action: "open"; openId: number; step: "idle" | "terms"; flagged?: boolean }
  | { action: "reset"; flagged?: boolean }
  | {
      action: "cruise-login";
      // checking: back from the controller, the booking's validation still running (the page reloads)
      step: "idle" | "terms" | "checking";
      values: FieldValues;
      errors: FieldValues;
      flagged?: boolean;
    }
  // the cruise package page: a package's step open (Select/Activate), its charge polled after the controller
  | { action: "cruise-package"; packageId: string; step: "confirm" | "charging" }
  // items: the cart, as the store's forms carry it (steps/customerSteps.ts cartText)
  | { action: "customer"; values: FieldValues; errors: FieldValues; flagged?: boolean; items?: string }
  | { action: "cart"; items: string }
  // back from the controller's bypass: the order kept for the card payment (the hosted page's form)
  | { action: "pay"; idempotencyKey: string; values: FieldValues; items: string };
