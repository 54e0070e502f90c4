/** One sample's value from Prometheus's text format (`name{labels} value`), the first whose labels include these. */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split("\n")) {
    const m = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = (m[2] ?? "").split(",");
    if (wanted.every((w) => have.includes(w))) return Number(m[3]);
  }
  return undefined;
}
