import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ZoneText } from "../widgets/ZoneText.tsx";
import { LONG_GREEK } from "./support/fixtures.ts";

const meta = {
  title: "Widgets/ZoneText",
  component: ZoneText,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use for a card of the vessel's own words, such as the terms-only page's text on the open network.",
      },
    },
  },
  args: {
    heading: "Öppet nätverk",
    text: "Nätverket ombord är öppet och okrypterat.\n\nGenom att ansluta godkänner du villkoren för användning.",
  },
} satisfies Meta<typeof ZoneText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeading: Story = {
  globals: { locale: "sv" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1 })).toHaveTextContent("Öppet nätverk");
  },
};

export const TextOnly: Story = { args: { heading: undefined }, globals: { locale: "sv" } };

export const GreekAt320: Story = {
  args: { heading: "Ανοιχτό δίκτυο", text: LONG_GREEK },
  globals: { locale: "el", viewport: { value: "w320", isRotated: false } },
};
