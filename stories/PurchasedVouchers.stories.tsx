import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PurchasedVouchers } from "../widgets/PurchasedVouchers.tsx";
import { dialogArgs } from "./support/cruise.ts";
import { VOUCHERS } from "./support/store.ts";

const meta = {
  title: "Widgets/PurchasedVouchers",
  component: PurchasedVouchers,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use on the voucher page (#purchasedVouchers) for this device's earlier purchases, one order per press.",
      },
    },
  },
  args: {
    vouchers: VOUCHERS.slice(0, 1),
    onActivate: fn(),
    busy: false,
    dialogs: dialogArgs(fn),
    hasMore: true,
    loading: false,
    onLoadMore: fn(),
    focused: false,
  },
} satisfies Meta<typeof PurchasedVouchers>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MoreToLoad: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Load previous orders" }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Load previous orders" })).toBeDisabled();
  },
};

/** Every order loaded. */
export const NoneLeft: Story = { args: { vouchers: VOUCHERS, hasMore: false } };

/** Nothing was ever bought on this device. */
export const NoneFound: Story = {
  args: { vouchers: [], hasMore: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No vouchers found")).toBeVisible();
  },
};

export const GreekAt320: Story = {
  args: { vouchers: VOUCHERS, hasMore: false },
  globals: { locale: "el", viewport: { value: "w320", isRotated: false } },
};
