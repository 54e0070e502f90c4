export type DiagnosticState = Record<string, unknown>;
export type DiagnosticResult = { ok: true; text: string } | { ok: false; text: string };

// a path is a name, then .name, [index] or ["key"] steps; keys(path) lists an object's keys.
// Nothing typed is ever run as code: the query is parsed here and only reads own properties.
const STEP = /^(?:\.([A-Za-z_$][\w$-]*)|\[(\d+)\]|\["([^"\\]*)"\])/;
const ROOT = /^[A-Za-z_$][\w$]*/;

function readPath(path: string, state: DiagnosticState): unknown {
  const root = ROOT.exec(path)?.[0];
  if (!root || !Object.hasOwn(state, root))
    throw new Error(`unknown name "${root ?? path}"; try ${Object.keys(state).join(", ")}`);
  let value: unknown = state[root];
  let rest = path.slice(root.length);
  let at = root;
  while (rest.length > 0) {
    const step = STEP.exec(rest);
    if (!step) throw new Error(`cannot read "${rest}" after ${at}`);
    const key = step[1] ?? step[2] ?? step[3] ?? "";
    if (value === null || typeof value !== "object")
      throw new Error(`${at} is ${String(value)}, it has no "${key}"`);
    value = Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
    at += step[0];
    rest = rest.slice(step[0].length);
  }
  return value;
}

/** Answers a diagnostic query ("session.bytesUsed", "keys(storage.local)") from a state snapshot. */
export function evaluateDiagnostic(query: string, state: DiagnosticState): DiagnosticResult {
  const text = query.trim();
  if (text === "") return { ok: true, text: JSON.stringify(Object.keys(state)) };
  try {
    const keys = /^keys\((.*)\)$/.exec(text);
    const value = keys ? readPath((keys[1] ?? "").trim(), state) : readPath(text, state);
    if (keys) {
      if (value === null || typeof value !== "object") throw new Error(`${keys[1]} has no keys`);
      return { ok: true, text: JSON.stringify(Object.keys(value), null, 2) };
    }
    return { ok: true, text: value === undefined ? "undefined" : JSON.stringify(value, null, 2) };
  } catch (error) {
    return { ok: false, text: error instanceof Error ? error.message : String(error) };
  }
}
