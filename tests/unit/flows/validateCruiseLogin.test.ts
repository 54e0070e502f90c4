import { describe, expect, it } from "vitest";
import { todayIso, validateCruiseLogin } from "../../../steps/validateCruiseLogin.ts";
import booking from "../../../schemas/api/cruise-booking.schema.json" with { type: "json" };
import { isValidEmail } from "../../../schemas/isValidEmail.ts";

const TODAY = "2026-11-22";
const good = { lastname: "Lindqvist", key: "MRD-4711", email: "anna@example.org", dob: "1984-03-12" };
const errorsOf = (change: Partial<typeof good>) => validateCruiseLogin({ ...good, ...change }, TODAY).errors;

describe("validateCruiseLogin (spec section 5)", () => {
  it("accepts a complete booking and trims it", () => {
    expect(
      validateCruiseLogin(
        { lastname: " Lindqvist ", key: " MRD-4711", email: "anna@example.org ", dob: "1984-03-12" },
        TODAY,
      ),
    ).toEqual({ user: good, errors: {} });
  });

  it("asks for every field when the form is empty", () => {
    expect(errorsOf({ lastname: " ", key: "", email: "", dob: "" })).toEqual({
      lastname: "required",
      key: "required",
      email: "required",
      dob: "required",
    });
  });

  it.each([
    ["K", "keyLength"],
    ["KK", undefined],
    ["K".repeat(128), undefined],
    ["K".repeat(129), "keyLength"],
  ])("takes a personal key of 2 to 128 characters: %j", (key, error) => {
    expect(errorsOf({ key }).key).toBe(error);
  });

  it.each([
    "anna",
    "anna@",
    "@example.org",
    "anna@example",
    "anna@@example.org",
    "an na@example.org",
    "anna@example..org",
  ])("refuses the e-mail %j", (email) => {
    expect(errorsOf({ email }).email).toBe("email");
  });

  it.each([
    ["anna@example.org", true],
    ["a.b+c@mail.example.co.uk", true],
    [`${"a".repeat(116)}@example.com`, true],
    [`${"a".repeat(117)}@example.com`, false],
    ["anna@example", false],
    ["anna@@example.org", false],
    ["an na@example.org", false],
    ["anna@example..org", false],
    ["anna@.org", false],
    ["anna@example.", false],
  ])("checks the e-mail %j by the store's rule, as the server's booking schema does (%s)", (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
    expect(errorsOf({ email }).email).toBe(valid ? undefined : "email");
    const { pattern, maxLength } = booking.definitions.email;
    expect(new RegExp(pattern).test(email) && email.length <= maxLength).toBe(valid);
  });

  it("refuses a date of birth after today and one that does not exist, and takes today", () => {
    expect(errorsOf({ dob: "2026-11-23" }).dob).toBe("future");
    expect(errorsOf({ dob: "1990-02-30" }).dob).toBe("invalid");
    expect(errorsOf({ dob: TODAY }).dob).toBeUndefined();
  });

  it("gives today in the visitor's own calendar", () => {
    expect(todayIso(new Date(2026, 10, 22, 23, 59))).toBe("2026-11-22");
  });
});
