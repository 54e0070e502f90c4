import type { TestApp } from "./testApp.ts";

// the demo fleet's cruise ship and the booking the server tests use (server/demo/demo-data.json)
export const CRUISE_ZONE = "md-stella-demo";
export const PMS = "/api/v1/store/celestyal/pms";
export const LAMBERT = {
  lastname: "Lambert",
  personalKey: "SRV-CHARGE",
  email: "srv.charge@example.org",
  dateOfBirth: "1981-02-03",
};
export const LAMBERT_CABIN = "8001";
// Lindqvist: the server's default delay applies to her jobs
export const LINDQVIST = {
  lastname: "Lindqvist",
  personalKey: "MRD-4711",
  email: "anna.lindqvist@example.org",
  dateOfBirth: "1984-03-12",
};

// with the e-mail address: a charge needs every fact the validation needs (or that browser's
// validation), and the terms the login accepted
export const chargeOf = (packageId: string, isPrePurchased: boolean, who = LAMBERT) => ({
  lastname: who.lastname,
  personalKey: who.personalKey,
  email: who.email,
  dateOfBirth: who.dateOfBirth,
  celestyalPackage: packageId,
  isPrePurchased,
  termsAccepted: true,
});

export async function relayId(t: TestApp, path: "validate" | "charge", body: unknown): Promise<string> {
  const res = await t.api("POST", `${PMS}/${path}`, body, CRUISE_ZONE);
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return res.json().id as string;
}

export const poll = (t: TestApp, path: "validate" | "charge", id: string) =>
  t.api("GET", `${PMS}/${path}/poll/${id}`, undefined, CRUISE_ZONE);

/** Charges a package and returns the voucher code its poll answers (the test booking has no delay). */
export async function chargedCode(t: TestApp, packageId: string, prepaid: boolean): Promise<string> {
  const res = await poll(t, "charge", await relayId(t, "charge", chargeOf(packageId, prepaid)));
  return res.json().code as string;
}
