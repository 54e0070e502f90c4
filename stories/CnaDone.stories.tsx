import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { CnaDone } from "../widgets/CnaDone.tsx";

const meta = {
  title: "Widgets/CnaDone",
  component: CnaDone,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component: "Use as the captive network assistant's last page, once the device is online.",
      },
    },
  },
} satisfies Meta<typeof CnaDone>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1 })).toHaveTextContent(
      "You are online",
    );
  },
};

export const GreekAt320: Story = { globals: { locale: "el", viewport: { value: "w320", isRotated: false } } };

export const Swedish: Story = { globals: { locale: "sv" } };
