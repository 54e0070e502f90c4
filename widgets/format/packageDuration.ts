import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export type DurationUnit = "minutes" | "hours" | "days";

const UNITS = {
  minutes: msg({
    id: "cruise.duration.minutes",
    message: "{count, plural, one {# minute} other {# minutes}}",
  }),
  hours: msg({ id: "cruise.duration.hours", message: "{count, plural, one {# hour} other {# hours}}" }),
  days: msg({ id: "cruise.duration.days", message: "{count, plural, one {# day} other {# days}}" }),
};

/** "24 hours", "1 day": a package's duration in the visitor's language. */
export function packageDuration(i18n: I18n, count: number, unit: DurationUnit): string {
  return i18n._({ ...UNITS[unit], values: { count } });
}
