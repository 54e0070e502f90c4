import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { Decorator, Preview } from "@storybook/react-vite";
import { configure, expect, sb } from "storybook/test";
import { applyTheme } from "../engine/theme/applyTheme.ts";
import { messages as el } from "../locales/el/messages.po";
import { messages as en } from "../locales/en/messages.po";
import { messages as sv } from "../locales/sv/messages.po";
import "../widgets/theme.css";

// the engine leaves for the access controller through this one function; in stories it must not
sb.mock(import("../engine/redirect/navigateAway.ts"));

// a play function's findBy… waits for an event, not for a second: a page whose chunk is still
// on its way (the status page a session leads to) takes longer than Testing Library's default
// 1 s on a busy two-core machine (ZoneGallery › Start Page With Session under CI)
configure({ asyncUtilTimeout: 15_000 });

// the catalogs are small: load all three up front so switching the toolbar is instant
const catalogs = { en, sv, el };
type Locale = keyof typeof catalogs;
const i18ns = Object.fromEntries(
  Object.entries(catalogs).map(([locale, messages]) => [
    locale,
    setupI18n({ locale, messages: { [locale]: messages } }),
  ]),
) as Record<Locale, ReturnType<typeof setupI18n>>;

// the operator groups' colour pairs (spec section 3); the first is the default
const OPERATOR_COLOURS = [
  ["#314e92", "#eef0f1"],
  ["#102960", "#eef0f1"],
  ["#002b46", "#eef0f1"],
  ["#1C3457", "#eef0f1"],
  ["#375d75", "#eef0f1"],
  ["#0072BC", "#eef0f1"],
  ["#005596", "#eef0f1"],
  ["#348183", "#f7f7f7"],
  ["#f06144", "#f7f7f7"],
  ["#004a93", "#f7f7f7"],
] as const;
// toolbar values travel in the URL, so they are the hex digits without '#'
const operators = Object.fromEntries(
  OPERATOR_COLOURS.map(([primary, body]) => [primary.slice(1).toLowerCase(), { primary, body }]),
);

const viewport = (width: number, height: number, type: "mobile" | "desktop") => ({
  name: `${width} px`,
  styles: { width: `${width}px`, height: `${height}px` },
  type,
});

// a box whose content is wider than it: form fields scroll their text and clipped boxes hide it on purpose
const FIELDS = new Set(["input", "select", "textarea", "option"]);
const overflows = (box: Element) =>
  box.clientWidth > 0 &&
  box.scrollWidth > box.clientWidth + 1 &&
  !FIELDS.has(box.localName) &&
  (box === document.documentElement || getComputedStyle(box).overflowX === "visible");

const withGangway: Decorator = (Story, { globals, parameters }) => {
  const locale: Locale = globals.locale in catalogs ? globals.locale : "en";
  // the zone gallery runs the real engine, which owns the colours and the document language
  if (!parameters.gangway?.engine) {
    applyTheme({ colors: operators[globals.operator] ?? operators["314e92"] });
    document.documentElement.lang = locale;
  }
  return (
    <I18nProvider i18n={i18ns[locale]}>
      <Story />
    </I18nProvider>
  );
};

// `vitest run --project storybook` (npm test), not Storybook's own test panel: no one reads the
// nodes that passed, so axe lists the violations in full and one node per rule for the rest
// (resultTypes). Every rule still runs and the verdict is the same; the report each test sends to
// Vitest was every node that passed (its JSON report 20 → 14 MB). Storybook's a11y panel keeps them
const STANDALONE_VITEST = import.meta.env.VITEST_STORYBOOK === "false";

const preview: Preview = {
  decorators: [withGangway],
  // a phone page must never scroll sideways, and no box may spill out of its parent (long Greek
  // words, a crowded header, two buttons in a row at 320 px). Like a11y.test, parameters.overflowTest
  // "todo" turns a known failure into a warning.
  afterEach: async ({ viewMode, parameters, id, canvasElement }) => {
    if (viewMode !== "story") return;
    // a story without a phone viewport (the zone matrix) is wide on purpose: check its boxes only
    const page = parameters.viewport?.disable ? [] : [document.documentElement];
    const spilled = [...page, ...canvasElement.querySelectorAll("*")].filter(overflows);
    const found = spilled.map(
      (box) => `<${box.localName} class="${box.className}"> ${box.scrollWidth} > ${box.clientWidth} px`,
    );
    if (parameters.overflowTest === "todo") {
      if (found.length > 0) console.warn(`${id} overflows sideways:`, found);
      return;
    }
    await expect(found, "content wider than its box").toEqual([]);
  },
  globalTypes: {
    locale: {
      description: "Portal language",
      toolbar: {
        title: "Language",
        icon: "globe",
        items: [
          { value: "en", title: "English" },
          { value: "sv", title: "Svenska" },
          { value: "el", title: "Ελληνικά" },
        ],
        dynamicTitle: true,
      },
    },
    operator: {
      description: "Operator colour pair (primary / body)",
      toolbar: {
        title: "Operator colours",
        icon: "paintbrush",
        items: OPERATOR_COLOURS.map(([primary, body]) => ({
          value: primary.slice(1).toLowerCase(),
          title: `${primary} / ${body}`,
        })),
        dynamicTitle: true,
      },
    },
  },
  // visitors arrive on phones: 360 px is the everyday width, 320 px the narrowest we support
  initialGlobals: { locale: "en", operator: "314e92", viewport: { value: "w360", isRotated: false } },
  parameters: {
    viewport: {
      options: {
        w320: viewport(320, 640, "mobile"),
        w360: viewport(360, 740, "mobile"),
        w1280: viewport(1280, 800, "desktop"),
      },
    },
    // any axe violation fails the story's test
    a11y: { test: "error", ...(STANDALONE_VITEST ? { options: { resultTypes: ["violations"] } } : {}) },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
