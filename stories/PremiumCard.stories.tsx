import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PremiumCard } from "../widgets/PremiumCard.tsx";

const meta = {
  title: "Widgets/PremiumCard",
  component: PremiumCard,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use on a card start page for paid, high-speed access: buy online and/or activate a voucher.",
      },
    },
  },
  args: {
    speedMbit: 20,
    voucherHref: "/login/voucher",
    storeHref: "/store",
    infoDesk: true,
    onNavigate: fn(),
  },
} satisfies Meta<typeof PremiumCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithStore: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("link", { name: "Purchase online" }));
    await expect(args.onNavigate).toHaveBeenCalledWith("/store");
    await userEvent.click(canvas.getByRole("link", { name: "Activate voucher" }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith("/login/voucher");
  },
};

/** A vessel without online sales: the voucher link becomes the primary action. */
export const VoucherOnly: Story = {
  args: { storeHref: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("link", { name: "Purchase online" })).toBeNull();
  },
};

export const FiveMbitNoInfoDesk: Story = { args: { speedMbit: 5, infoDesk: false } };

export const GreekAt320: Story = { globals: { locale: "el", viewport: { value: "w320", isRotated: false } } };
