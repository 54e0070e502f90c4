import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PromoCard } from "../widgets/PromoCard.tsx";
import { LONG_GREEK } from "./support/fixtures.ts";

const meta = {
  title: "Widgets/PromoCard",
  component: PromoCard,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component: "Use on the onboard information page for a promotion (reserve online, collect on board).",
      },
    },
  },
  args: {
    title: "Reserve and collect",
    text: "Order duty-free goods online before you sail.\n\nCollect them at the shop on deck 7, ready and packed.",
  },
} satisfies Meta<typeof PromoCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 2 })).toHaveTextContent(
      "Reserve and collect",
    );
  },
};

export const GreekAt320: Story = {
  args: { title: "Κρατήστε online, παραλάβετε στο πλοίο", text: LONG_GREEK },
  globals: { locale: "el", viewport: { value: "w320", isRotated: false } },
};
