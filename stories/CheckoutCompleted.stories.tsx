import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { CheckoutCompleted } from "../widgets/CheckoutCompleted.tsx";
import { dialogArgs } from "./support/cruise.ts";
import { VOUCHERS } from "./support/store.ts";

const meta = {
  title: "Widgets/CheckoutCompleted",
  component: CheckoutCompleted,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use as the store's last step: thanks, the e-mail, and the vouchers just bought, ready to activate.",
      },
      story: { inline: false, iframeHeight: 560 },
    },
  },
  args: { vouchers: VOUCHERS.slice(0, 2), onActivate: fn(), busy: false, dialogs: dialogArgs(fn) },
} satisfies Meta<typeof CheckoutCompleted>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent("Thank you for your purchase!");
    await userEvent.click(canvas.getByRole("button", { name: "Activate on this device" }));
    await expect(args.onActivate).toHaveBeenCalledWith("NEW24H01");
  },
};

/** 'Activate on this device' opened the terms. */
export const Terms: Story = { args: { dialogs: { ...dialogArgs(fn), step: "terms" } } };

export const GreekAt320: Story = { globals: { locale: "el", viewport: { value: "w320", isRotated: false } } };
