import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PurchaseComplete } from "../widgets/PurchaseComplete.tsx";

const meta = {
  title: "Widgets/PurchaseComplete",
  component: PurchaseComplete,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use on the cruise purchase-complete page: the new voucher code to keep, how to use it elsewhere, and activation on this device.",
      },
      story: { inline: false, iframeHeight: 620 },
    },
  },
  args: {
    title: "Wi-Fi 24 hours",
    duration: 24,
    durationUnit: "hours",
    voucherCode: "K7QW2M9X",
    onActivate: fn(),
    step: "idle",
    termsAccepted: false,
    onTermsChange: fn(),
    termsFlagged: false,
    onAccept: fn(),
    onCancel: fn(),
    onConfirmConflict: fn(),
  },
} satisfies Meta<typeof PurchaseComplete>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByLabelText("Your voucher code");
    await expect(code).toHaveValue("K7QW2M9X");
    await expect(code).toHaveAttribute("readonly");
    await expect(code).toHaveAccessibleDescription(/Save this code/);
    await userEvent.click(canvas.getByRole("button", { name: "Activate on this device" }));
    await expect(args.onActivate).toHaveBeenCalledOnce();
  },
};

export const Terms: Story = {
  args: { step: "terms" },
  play: async () => {
    await expect(
      await within(document.body).findByRole("dialog", { name: "Terms and conditions" }),
    ).toBeVisible();
  },
};

/** The voucher is on as many devices as it allows: the warning before logging the oldest out. */
export const Conflict: Story = {
  args: { step: "conflict" },
  play: async () => {
    await expect(await within(document.body).findByRole("dialog", { name: "Conflict" })).toBeVisible();
  },
};

export const GreekAt320: Story = { globals: { locale: "el", viewport: { value: "w320", isRotated: false } } };

export const Swedish: Story = { args: { duration: 1, durationUnit: "days" }, globals: { locale: "sv" } };
