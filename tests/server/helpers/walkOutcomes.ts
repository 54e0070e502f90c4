import { readFileSync } from "node:fs";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import type { TestAppOptions } from "./testApp.ts";
import type { HttpAnswer } from "../../../server/domain/OutcomeTable.ts";
import {
  BANNER_WORDS,
  type Drawn,
  drawnMeaning,
  freshMac,
  type Meaning,
  type SeamAction,
  startTwoFaces,
  type TwoFaces,
} from "./twoFaces.ts";

/** One way to meet an outcome, through both faces (each face on a device of its own). */
export interface OutcomeCase<G = unknown> {
  name?: string;
  /** the app this case needs (limits, a clock, a fleet variant and its clean-up) */
  app?: () => { options?: TestAppOptions; cleanup?: () => void };
  /** the device's state before the face acts; what it returns (a code) goes to both faces */
  given?: (w: TwoFaces, mac: string) => Promise<G>;
  api: (w: TwoFaces, mac: string, given: G) => Promise<LightMyRequestResponse>;
  /** the pages' form; none for an action the pages cannot take without the script */
  form?: (w: TwoFaces, mac: string, given: G) => Promise<Drawn>;
  /** what the API answers: its status and words */
  wire: { status: number; message?: string | RegExp };
  /** what the passenger meets after the form (and after the browser's step machine on the API's status) */
  meaning?: Meaning;
  /** the face's step machine answers before the seam is asked (the terms' box, unticked) */
  formStopsFirst?: true;
  /** the API's door refuses before the seam is asked (a zone that is not a cruise ship's) */
  apiStopsFirst?: true;
}

/** An outcome this machine cannot meet in one process, walked by the suite named (which must answer its words). */
export interface Elsewhere {
  walkedIn: string;
  because: string;
  message: RegExp;
}

/**
 * Walks every outcome of an action's one outcome table through both faces: a row per kind (a
 * kind without one fails here, and `rows`' type fails the type check), each case meeting its
 * outcome at the seam, the API answering the table's status and words, the form and the browser
 * (its step machine on the API's status, `browser`) meaning the same thing to the passenger.
 */
/** A case whose `given` types what its faces take (the rows hold them without it). */
export const at = <G>(c: OutcomeCase<G>): AnyCase => c as AnyCase;
export type AnyCase = OutcomeCase<unknown> & { readonly erased?: true };

// an outcome table's rows, by kind (server/domain/OutcomeTable.ts)
type Table = Record<string, (outcome: never) => HttpAnswer>;

export function walkOutcomes<T extends Table>(o: {
  title: string;
  action: SeamAction;
  table: T;
  rows: { [K in keyof T]: AnyCase[] | Elsewhere };
  /** the browser's step machine, walked on the API's answer (its status, its body) */
  browser?: (status: number, body: unknown) => Meaning;
}): void {
  describe(o.title, () => {
    it("has a row for every outcome of its table", () => {
      expect(Object.keys(o.rows).sort()).toEqual(Object.keys(o.table).sort());
      for (const cases of Object.values(o.rows) as (OutcomeCase[] | Elsewhere)[])
        if (Array.isArray(cases)) expect(cases.length).toBeGreaterThan(0);
    });
    for (const [kind, cases] of Object.entries(o.rows) as [string, AnyCase[] | Elsewhere][]) {
      if (!Array.isArray(cases)) {
        it(`${kind}: walked in ${cases.walkedIn} (${cases.because})`, () => {
          expect(answer(o.table, { kind }).message).toMatch(cases.message);
          expect(readFileSync(cases.walkedIn, "utf8")).toMatch(cases.message);
        });
        continue;
      }
      for (const c of cases)
        it(`${kind}${c.name ? ` (${c.name})` : ""}: ${c.wire.status} through the API${c.form ? ", the same through the form" : ""}`, async () => {
          const app = c.app?.() ?? {};
          const w = await startTwoFaces(app.options);
          try {
            await walkCase(o, kind, c, w);
          } finally {
            await w.close();
            app.cleanup?.();
          }
        });
    }
  });
}

// the table's row for an outcome met
const answer = (table: Table, outcome: { kind: string }): HttpAnswer =>
  (table[outcome.kind] as (outcome: unknown) => HttpAnswer)(outcome);

async function walkCase(
  o: { action: SeamAction; table: Table; browser?: (status: number, body: unknown) => Meaning },
  kind: string,
  c: AnyCase,
  w: TwoFaces,
): Promise<void> {
  const apiMac = freshMac();
  const apiGiven = await c.given?.(w, apiMac);
  await w.outcomes(o.action);
  const res = await c.api(w, apiMac, apiGiven);
  const met = await w.outcomes(o.action);
  if (c.apiStopsFirst) expect(met).toEqual([]);
  else {
    expect(met.map((m) => m.kind)).toEqual([kind]);
    // the wire is the table's row for what was met
    expect(answer(o.table, met[0] as { kind: string }).status).toBe(res.statusCode);
  }
  expect(res.statusCode, res.body).toBe(c.wire.status);
  if (c.wire.message !== undefined) expect(res.json().message).toMatch(c.wire.message);
  if (res.statusCode === 429) expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  if (!c.form || !c.meaning) return;
  const formMac = freshMac();
  const formGiven = await c.given?.(w, formMac);
  await w.outcomes(o.action);
  const drawn = await c.form(w, formMac, formGiven);
  const formMet = (await w.outcomes(o.action)).map((m) => m.kind);
  expect(formMet).toEqual(c.formStopsFirst ? [] : [kind]);
  expect(drawnMeaning(drawn)).toEqual(c.meaning);
  if (c.meaning.banner) expect(drawn.body).toContain(BANNER_WORDS[c.meaning.banner]);
  // the browser walks the same step machine on the API's answer: the same meaning
  if (o.browser) expect(o.browser(res.statusCode, bodyOf(res))).toEqual(c.meaning);
}

function bodyOf(res: LightMyRequestResponse): unknown {
  try {
    return res.json();
  } catch {
    return null;
  }
}
