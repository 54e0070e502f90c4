import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { vesselsView } from "../../../server/console/vesselsView.ts";
import { mailI18n } from "../../../server/shop/mail/mailI18n.ts";

const beat = Date.UTC(2026, 10, 29, 1, 2, 3);
const link = { vessel: "gangnet/premium", lagBytes: 4096, beatAt: beat };

// the page is drawn up to a beat after the link's round measured its lag: what it shows is the
// heartbeat's own time and its age when drawn, in the reader's words
describe("vesselsView", () => {
  it("shows each link's heartbeat at its own time with its age now, its state and direction in Swedish", () => {
    const view = vesselsView(
      mailI18n("sv"),
      {
        shore: true,
        vessels: 1,
        up: 1,
        links: [
          { ...link, direction: "ship-to-shore", state: "up", lagSeconds: 30 },
          { ...link, direction: "shore-to-ship", state: "down", lagSeconds: 30 },
        ],
        totals: [],
      },
      beat + 42_000,
    );
    const html = renderToStaticMarkup(view);
    expect(html).toContain('<td role="cell" data-label="Senaste hjärtslag">2026-11-29 01:02:03 (42 s)</td>');
    expect(html).toMatch(/>fartyg till land<\/td><td [^>]+>uppe<\/td>/);
    expect(html).toMatch(/>land till fartyg<\/td><td [^>]+>nere<\/td>/);
    expect(html).not.toMatch(/>(up|down|ship-to-shore|shore-to-ship)</);
  });
});
