import { setupI18n } from "@lingui/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { memoryLocation } from "wouter/memory-location";
import { expect } from "storybook/test";
import { activateLocale } from "../engine/i18n/activateLocale.ts";
import { pickLocale } from "../schemas/pickLocale.ts";
import { ZonePage } from "../engine/routes/ZonePage.tsx";
import { type PageName, zoneRoutes } from "../engine/paths/zoneRoutes.ts";
import type { Zone } from "../engine/api/Zone.ts";
import { applyTheme } from "../engine/theme/applyTheme.ts";
import type { SessionState } from "./support/cannedApi.ts";
import { installCannedApi } from "./support/installCannedApi.ts";
import {
  Engine,
  loadZone,
  pagePath,
  renderedFully,
  type Started,
  settingsFor,
  storeFor,
  ZONES,
} from "./support/startZone.tsx";

const PAGES = Object.keys(zoneRoutes) as PageName[];

type Cell = { zone: Zone; page: PageName; started: Started };
type Loaded = { cells: Cell[]; restore: () => void };

/** One zone page at phone width, in the zone's own colours. */
function ZoneCell({ zone, page, started }: Cell) {
  const name = `${zone.zonePrefix} · ${page}`;
  return (
    <section
      aria-label={name}
      data-zone-cell={name}
      ref={(element) => {
        if (element) applyTheme(zone.brand, element);
      }}
      style={{ width: 360, padding: 16, background: "var(--gw-body)", outline: "1px solid var(--gw-border)" }}
    >
      <p style={{ fontFamily: "ui-monospace, monospace", fontSize: 13 }}>{name}</p>
      <Engine started={started}>
        <ZonePage name={page} />
      </Engine>
    </section>
  );
}

const meta = {
  title: "Gallery/Every zone",
  parameters: {
    layout: "fullscreen",
    gangway: { engine: true },
    viewport: { disable: true },
    // the same card (e.g. "Free Wi-Fi") appears in several zones side by side; within one page it
    // is unique, and the single-zone gallery still checks that
    a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } },
    docs: {
      description: {
        component:
          "Every page of every zone the build found, side by side: a new manifest is covered (and axe-checked) without a new story.",
      },
    },
  },
  argTypes: { session: { control: "inline-radio", options: ["none", "connected", "usedUp"] } },
  args: { session: "none" as SessionState },
  loaders: [
    async ({ args, globals }): Promise<Loaded> => {
      const zones = await Promise.all(ZONES.map(loadZone));
      const first = zones[0];
      if (!first) throw new Error("the build found no zone manifests");
      const restore = installCannedApi({
        settings: settingsFor(first),
        session: args.session,
        voucher: "invalid",
        trialAvailable: true,
      });
      const locale = pickLocale(["en", "sv", "el"], globals.locale, undefined);
      const i18n = setupI18n();
      await activateLocale(i18n, locale);
      const cells: Cell[] = [];
      for (const zone of zones) {
        for (const page of PAGES.filter((name) => zone.pages[name])) {
          const store = await storeFor(
            zone,
            settingsFor(zone),
            zone.locales.includes(locale) ? locale : (zone.locales[0] ?? "en"),
          );
          cells.push({
            zone,
            page,
            started: { store, location: memoryLocation({ path: pagePath(page), record: true }), i18n },
          });
        }
      }
      return { cells, restore };
    },
  ],
  beforeEach: ({ loaded }) => (loaded as Loaded).restore,
  render: (_args, { loaded }) => (
    <div style={{ display: "flex", flexWrap: "wrap", gap: 16, padding: 16 }}>
      {(loaded as Loaded).cells.map((cell) => (
        <ZoneCell key={`${cell.zone.zonePrefix}/${cell.page}`} {...cell} />
      ))}
    </div>
  ),
  // every cell is there, and every node of every manifest found its widget
  play: async ({ canvasElement, loaded }) => {
    await expect(canvasElement.querySelectorAll("[data-zone-cell]")).toHaveLength(
      (loaded as Loaded).cells.length,
    );
    await expect(renderedFully(canvasElement).unknown).toEqual([]);
  },
} satisfies Meta<{ session: SessionState }>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoSession: Story = {};

export const Connected: Story = { args: { session: "connected" } };

export const UsedUp: Story = { args: { session: "usedUp" } };

export const Greek: Story = { globals: { locale: "el" } };
