import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { InfoNote } from "../widgets/InfoNote.tsx";

const meta = {
  title: "Widgets/InfoNote",
  component: InfoNote,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use for a short standing note: satellite capacity, the iOS advice, where to buy, how long free Wi-Fi lasts.",
      },
    },
  },
  args: { topic: "satellite" },
  argTypes: {
    topic: {
      control: "inline-radio",
      options: ["satellite", "ios", "buy-at-bar", "buy-at-info-desk", "free-24h"],
    },
  },
} satisfies Meta<typeof InfoNote>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Satellite: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/satellite link with limited capacity/)).toBeVisible();
  },
};

export const KeepCodeOnIos: Story = { args: { topic: "ios" } };

export const BuyAtBar: Story = { args: { topic: "buy-at-bar" } };

export const BuyAtInfoDesk: Story = { args: { topic: "buy-at-info-desk" } };

export const Free24Hours: Story = { args: { topic: "free-24h" } };

export const GreekSatelliteAt320: Story = {
  globals: { locale: "el", viewport: { value: "w320", isRotated: false } },
};
