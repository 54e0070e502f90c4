import { type ZoneCalendar, zoneCalendar } from "../../server/operations.ts";
import { readCatalog } from "../i18n/readCatalog.ts";

export interface CardTerms {
  durationMs: number;
  byteLimit: number | null;
  maxDevices: number;
  validUntil: number | null;
  // bytes per second, down and up; null or absent: no limit (the sheet then names no speed)
  rxMaxBps?: number | null;
  txMaxBps?: number | null;
}

interface Words {
  title: string;
  units: { d: [string, string]; h: [string, string]; m: [string, string] };
  device: [string, string];
  unlimited: string;
  upTo: (mbit: string) => string;
  activateBy: string;
  howTo: (button: string) => string;
  quote: (text: string) => string;
  staff: StaffWords;
}

/** The sheet's lines for the desk (the header line, the page's title, the note on screen, "No."). */
export interface StaffWords {
  batch: string;
  minted: string;
  reprinted: string;
  page: (page: number, of: number) => string;
  vouchers: string;
  number: string;
  printNote: (count: number, zone: string, brand: string) => string;
}

// the sheet's own words; the button a passenger looks for comes from the portal's catalog (start.voucher)
const WORDS: Record<string, Words> = {
  en: {
    title: "Wi-Fi voucher",
    units: { d: ["day", "days"], h: ["hour", "hours"], m: ["minute", "minutes"] },
    device: ["device", "devices"],
    unlimited: "unlimited data",
    upTo: (mbit) => `up to ${mbit} Mbit/s`,
    activateBy: "Activate by",
    howTo: (b) => `Join the ship's Wi-Fi, choose ${b} and enter the code. Time runs from activation.`,
    quote: (t) => `“${t}”`,
    staff: {
      batch: "batch",
      minted: "minted",
      reprinted: "reprinted",
      page: (p, n) => `page ${p} of ${n}`,
      vouchers: "vouchers",
      number: "No.",
      printNote: (n, zone, brand) =>
        `${n} vouchers for ${zone} (${brand}). Print on A4 at 100 % (no scaling, margins "none"), then cut along the dashed lines.`,
    },
  },
  sv: {
    title: "Wifi-kupong",
    units: { d: ["dag", "dagar"], h: ["timme", "timmar"], m: ["minut", "minuter"] },
    device: ["enhet", "enheter"],
    unlimited: "obegränsad data",
    upTo: (mbit) => `upp till ${mbit} Mbit/s`,
    activateBy: "Aktivera senast",
    howTo: (b) => `Anslut till fartygets wifi, välj ${b} och skriv in koden. Tiden räknas från aktiveringen.`,
    quote: (t) => `”${t}”`,
    staff: {
      batch: "omgång",
      minted: "utfärdad",
      reprinted: "omtryckt",
      page: (p, n) => `sida ${p} av ${n}`,
      vouchers: "kuponger",
      number: "Nr",
      printNote: (n, zone, brand) =>
        `${n} kuponger för ${zone} (${brand}). Skriv ut på A4 i 100 % (ingen skalning, marginaler ”inga”) och klipp längs de streckade linjerna.`,
    },
  },
  el: {
    title: "Κουπόνι Wi-Fi",
    units: { d: ["ημέρα", "ημέρες"], h: ["ώρα", "ώρες"], m: ["λεπτό", "λεπτά"] },
    device: ["συσκευή", "συσκευές"],
    unlimited: "απεριόριστα δεδομένα",
    upTo: (mbit) => `έως ${mbit} Mbit/s`,
    activateBy: "Ενεργοποίηση έως",
    howTo: (b) =>
      `Συνδεθείτε στο Wi-Fi του πλοίου, επιλέξτε ${b} και πληκτρολογήστε τον κωδικό. Ο χρόνος μετρά από την ενεργοποίηση.`,
    quote: (t) => `«${t}»`,
    staff: {
      batch: "παρτίδα",
      minted: "εκδόθηκε",
      reprinted: "ανατυπώθηκε",
      page: (p, n) => `σελίδα ${p} από ${n}`,
      vouchers: "κουπόνια",
      number: "Αρ.",
      printNote: (n, zone, brand) =>
        `${n} κουπόνια για ${zone} (${brand}). Εκτυπώστε σε A4 στο 100 % (χωρίς κλιμάκωση, περιθώρια «κανένα») και κόψτε κατά μήκος των διακεκομμένων γραμμών.`,
    },
  },
};

const plural = (n: number, [one, many]: [string, string]) => `${n} ${n === 1 ? one : many}`;

function duration(ms: number, w: Words): string {
  const minutes = Math.round(ms / 60_000);
  // "24 hours" reads better than "1 day" for a day pass; whole days from two on
  if (minutes % 1440 === 0 && minutes >= 2880) return plural(minutes / 1440, w.units.d);
  if (minutes % 60 === 0) return plural(minutes / 60, w.units.h);
  return plural(minutes, w.units.m);
}

/** "1 GB", "500 MB", "2.5 GB": decimal units, as the portal's session page shows them. */
export function formatBytes(bytes: number): string {
  const [unit, size] =
    bytes >= 1e12 ? ["TB", 1e12] : bytes >= 1e9 ? ["GB", 1e9] : bytes >= 1e6 ? ["MB", 1e6] : ["KB", 1e3];
  return `${Number((bytes / (size as number)).toFixed(2))} ${unit}`;
}

export const sheetLocales = (locales: string[]) => locales.filter((l) => l in WORDS);

/**
 * What a card says in one language: its title, its terms in one line, how to activate it. The last
 * day to activate is a day of the zone's calendar.
 */
export function cardTexts(locale: string, terms: CardTerms, calendar: ZoneCalendar = zoneCalendar({})) {
  const w = WORDS[locale] ?? (WORDS.en as Words);
  const button = readCatalog(locale).get("start.voucher") ?? readCatalog("en").get("start.voucher") ?? "";
  const parts = [
    duration(terms.durationMs, w),
    terms.byteLimit === null ? w.unlimited : formatBytes(terms.byteLimit),
    plural(terms.maxDevices, w.device),
    // the speed a passenger gets down, in the locale's digits ("2,5" in Swedish)
    ...(terms.rxMaxBps
      ? [w.upTo(new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(terms.rxMaxBps / 125_000))]
      : []),
  ];
  const validUntil =
    terms.validUntil === null ? undefined : `${w.activateBy} ${calendar.day(terms.validUntil)}`;
  return { title: w.title, terms: parts.join(" · "), howTo: w.howTo(w.quote(button)), validUntil };
}

/** The desk's words in the sheet's language (its first): the sheet says `lang` of it. */
export const staffWords = (locale: string): StaffWords => (WORDS[locale] ?? (WORDS.en as Words)).staff;
