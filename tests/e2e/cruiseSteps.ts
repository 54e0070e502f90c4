import { expect, type Page } from "@playwright/test";

// the demo fleet's cruise ship and its test bookings (server/demo/demo-data.json)
export const CRUISE_ZONE = "md-stella-demo";
export const PURCHASED_KEY = "meridian/stella/purchasedPackages";

export interface Booking {
  surname: string;
  key: string;
  email: string;
  dob: string;
}

export const BOOKINGS = {
  prepaid: { surname: "Karlsson", key: "E2E-PREPAID", email: "e2e.prepaid@example.org", dob: "1990-01-15" },
  noScriptPrepaid: {
    surname: "Lund",
    key: "E2E-NS-PREPAID",
    email: "e2e.ns.prepaid@example.org",
    dob: "1991-02-16",
  },
  buy: { surname: "Öberg", key: "E2E-BUY", email: "e2e.buy@example.org", dob: "1988-09-02" },
  again: { surname: "Svensson", key: "E2E-AGAIN", email: "e2e.again@example.org", dob: "1969-07-20" },
  slowValidation: {
    surname: "Nikolaou",
    key: "E2E-SLOWVAL",
    email: "e2e.slowval@example.org",
    dob: "1975-12-24",
  },
  slowCharge: { surname: "Berg", key: "E2E-SLOWCHG", email: "e2e.slowchg@example.org", dob: "1992-04-01" },
} satisfies Record<string, Booking>;

/** Fills 'Option 2: Log in', presses the next arrow, accepts the terms and continues. */
export async function logIn(page: Page, booking: Booking): Promise<void> {
  const form = page.getByRole("region", { name: "Option 2: Log in" });
  await form.getByLabel("Surname").fill(booking.surname);
  await form.getByLabel("Personal key").fill(booking.key);
  await form.getByLabel("Email address").fill(booking.email);
  await form.getByLabel("Date of birth").fill(booking.dob);
  await form.getByRole("button", { name: "Next" }).click();
  const terms = page.getByRole("dialog", { name: "Terms and conditions" });
  await terms.getByRole("checkbox").check();
  await terms.getByRole("button", { name: "Continue" }).click();
}

/** Accepts the voucher terms that 'Activate on this device' opens. */
export async function acceptVoucherTerms(page: Page): Promise<void> {
  const terms = page.getByRole("dialog", { name: "Terms and conditions" });
  await terms.getByRole("checkbox").check();
  await terms.getByRole("button", { name: "Connect" }).click();
}

export async function sessionValue(page: Page, key: string): Promise<unknown> {
  return page.evaluate((k) => JSON.parse(sessionStorage.getItem(k) ?? "null"), key);
}

export async function localValue(page: Page, key: string): Promise<unknown> {
  return page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? "null"), key);
}

export async function expectOnStore(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/store$/);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a wi-fi package" })).toBeVisible();
}
