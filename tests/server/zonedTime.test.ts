import { describe, expect, it } from "vitest";
import { dayEndIn, dayIn, dayStartIn, minuteIn, startOfDayIn } from "../../server/domain/zonedTime.ts";
import { zoneCalendar } from "../../server/zones/zoneCalendar.ts";

const at = (iso: string) => Date.parse(iso);
const iso = (t: number) => new Date(t).toISOString();

describe("calendar days in a zone's time zone", () => {
  it("begin at local midnight, summer time or not", () => {
    expect(iso(dayStartIn("Europe/Stockholm", "2026-01-15"))).toBe("2026-01-14T23:00:00.000Z");
    expect(iso(dayStartIn("Europe/Stockholm", "2026-07-15"))).toBe("2026-07-14T22:00:00.000Z");
    expect(iso(dayStartIn("Asia/Kolkata", "2026-07-15"))).toBe("2026-07-14T18:30:00.000Z");
    expect(iso(dayStartIn("UTC", "2026-07-15"))).toBe("2026-07-15T00:00:00.000Z");
  });

  it("are 23 and 25 hours long on the days the clocks change", () => {
    const length = (day: string, next: string) =>
      (dayStartIn("Europe/Stockholm", next) - dayStartIn("Europe/Stockholm", day)) / 3_600_000;
    expect(length("2026-03-29", "2026-03-30")).toBe(23);
    expect(length("2026-10-25", "2026-10-26")).toBe(25);
  });

  it("begin when the day does where a clock change skips midnight", () => {
    // Santiago and Havana move their clocks at 00:00: those days begin at 01:00
    expect(iso(dayStartIn("America/Santiago", "2026-09-06"))).toBe("2026-09-06T04:00:00.000Z");
    expect(iso(dayStartIn("America/Havana", "2026-03-08"))).toBe("2026-03-08T05:00:00.000Z");
    expect(dayIn("America/Havana", dayStartIn("America/Havana", "2026-03-08") - 1)).toBe("2026-03-07");
  });

  it("end at their last millisecond, and say which day and minute an instant is", () => {
    expect(iso(dayEndIn("Europe/Athens", "2026-12-31"))).toBe("2026-12-31T21:59:59.999Z");
    expect(dayIn("Europe/Athens", at("2026-12-31T22:00:00Z"))).toBe("2027-01-01");
    expect(minuteIn("Europe/Athens", at("2026-07-01T12:34:56Z"))).toBe("2026-07-01 15:34");
    expect(iso(startOfDayIn("Europe/Stockholm", at("2026-10-25T22:59:00Z")))).toBe(
      "2026-10-24T22:00:00.000Z",
    );
  });

  it("are UTC's for a zone that names no time zone", () => {
    const calendar = zoneCalendar({});
    expect(calendar.timeZone).toBe("UTC");
    expect(iso(calendar.dayEnd("2026-12-31"))).toBe("2026-12-31T23:59:59.999Z");
    expect(zoneCalendar({ timeZone: "Europe/Stockholm" }).day(at("2026-06-01T22:30:00Z"))).toBe("2026-06-02");
  });
});
