import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Paragraphs } from "../widgets/Paragraphs.tsx";
import { LONG_GREEK } from "./support/fixtures.ts";

const meta = {
  title: "Widgets/Paragraphs",
  component: Paragraphs,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: { component: "Use to show a per-vessel text as paragraphs (blank lines separate them)." },
    },
  },
  args: { text: "Welcome aboard.\n\nThe Wi-Fi works in all public areas of the ship." },
} satisfies Meta<typeof Paragraphs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoParagraphs: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("p")).toHaveLength(2);
  },
};

export const OneParagraph: Story = { args: { text: "The Wi-Fi works in all public areas of the ship." } };

export const LongGreekAt320: Story = {
  args: { text: `${LONG_GREEK}\n\nΤο Wi-Fi λειτουργεί σε όλους τους κοινόχρηστους χώρους του πλοίου.` },
  globals: { locale: "el", viewport: { value: "w320", isRotated: false } },
};
