import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PurchasedVoucherList } from "../widgets/PurchasedVoucherList.tsx";
import { VOUCHERS } from "./support/store.ts";

const meta = {
  title: "Widgets/PurchasedVoucherList",
  component: PurchasedVoucherList,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use wherever bought vouchers are listed: each code, and 'Activate on this device', 'Activated' or 'Expired'.",
      },
    },
  },
  args: { vouchers: VOUCHERS, onActivate: fn(), busy: false },
} satisfies Meta<typeof PurchasedVoucherList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One voucher in each state. */
export const EveryState: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const activate = canvas.getByRole("button", { name: "Activate on this device" });
    await expect(activate).toHaveAccessibleDescription("24 hours");
    await userEvent.click(activate);
    await expect(args.onActivate).toHaveBeenCalledWith("NEW24H01");
    await expect(canvas.getByText("Expired")).toBeVisible();
  },
};

/** An activation is in flight: the buttons wait. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("button", { name: "Activate on this device" }),
    ).toBeDisabled();
  },
};

export const Empty: Story = { args: { vouchers: [] } };

export const GreekAt320: Story = { globals: { locale: "el", viewport: { value: "w320", isRotated: false } } };
