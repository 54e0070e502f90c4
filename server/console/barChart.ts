import { createElement as h } from "react";

export interface Bar {
  label: string;
  value: number;
}

const WIDTH = 600;
const HEIGHT = 160;
const AXIS = 20;

/**
 * A bar chart drawn on the server as SVG: no script, scales to its box. Its title names it for
 * screen readers; the table beside it holds the same figures.
 */
export function barChart(id: string, title: string, bars: Bar[]) {
  // nothing to draw: the table beside it says "none"
  if (bars.length === 0) return null;
  const max = Math.max(1, ...bars.map((b) => b.value));
  const step = WIDTH / Math.max(1, bars.length);
  const labelEvery = Math.ceil(bars.length / 8);
  return h(
    "svg",
    {
      viewBox: `0 0 ${WIDTH} ${HEIGHT + AXIS}`,
      width: "100%",
      role: "img",
      "aria-labelledby": `${id}-title`,
      className: "chart",
    },
    h("title", { id: `${id}-title` }, `${title} (max ${max})`),
    h("line", { x1: 0, y1: HEIGHT, x2: WIDTH, y2: HEIGHT, stroke: "#57606a" }),
    ...bars.map((b, i) => {
      const height = (b.value / max) * (HEIGHT - 10);
      return h(
        "g",
        { key: i },
        h("rect", {
          x: i * step + step * 0.1,
          y: HEIGHT - height,
          width: step * 0.8,
          height,
          fill: "#1d3557",
        }),
        i % labelEvery === 0 &&
          h(
            "text",
            { x: i * step + step / 2, y: HEIGHT + 15, fontSize: 11, textAnchor: "middle", fill: "#1b1f24" },
            b.label,
          ),
      );
    }),
  );
}
