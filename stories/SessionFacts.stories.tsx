import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { SessionFacts } from "../widgets/SessionFacts.tsx";
import { limitedSession, NOW, unlimitedSession, usedUpSession } from "./support/fixtures.ts";

const meta = {
  title: "Widgets/SessionFacts",
  component: SessionFacts,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use on a status page: the session's data used, limit, end time, speed and connected devices.",
      },
    },
  },
  args: { session: limitedSession, now: NOW },
} satisfies Meta<typeof SessionFacts>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowValue = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole("rowheader", { name: label }).nextElementSibling?.textContent;

/** No session data yet: the loading dots. */
export const Loading: Story = {
  args: { session: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading.. Please wait");
  },
};

export const Limited: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("table", { name: "Session details" })).toBeVisible();
    await expect(rowValue(canvasElement, "Connected devices")).toBe("2 of 3");
  },
};

/** No data, time, speed or device limit. */
export const Unlimited: Story = {
  args: { session: unlimitedSession },
  play: async ({ canvasElement }) => {
    await expect(rowValue(canvasElement, "Data limit")).toBe("Unlimited");
    await expect(rowValue(canvasElement, "Ends")).toBe("Unlimited");
    await expect(rowValue(canvasElement, "Connected devices")).toBe("7 (no limit)");
  },
};

/** Ended five minutes ago: the end reads as past. */
export const UsedUp: Story = {
  args: { session: usedUpSession },
  play: async ({ canvasElement }) => {
    await expect(rowValue(canvasElement, "Ended")).toBe("5 minutes ago");
    await expect(within(canvasElement).queryByRole("rowheader", { name: "Ends" })).toBeNull();
  },
};

export const UsedUpInGreek: Story = {
  args: { session: usedUpSession },
  globals: { locale: "el" },
  play: async ({ canvasElement }) => {
    await expect(rowValue(canvasElement, "Έληξε")).toBe("πριν από 5 λεπτά");
  },
};

export const Swedish: Story = { globals: { locale: "sv" } };

export const GreekUnlimitedAt320: Story = {
  args: { session: unlimitedSession },
  globals: { locale: "el", viewport: { value: "w320", isRotated: false } },
  // known widget bug (see the Storybook report): the long Greek words do not wrap in the table
  // cells, so the page scrolls sideways at 320 px. Remove once SessionFacts.css wraps them.
};
