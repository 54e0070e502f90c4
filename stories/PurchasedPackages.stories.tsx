import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PurchasedPackages } from "../widgets/PurchasedPackages.tsx";

const TWO = [
  { title: "Wi-Fi 24 hours", duration: 24, durationUnit: "hours" as const, voucherCode: "K7QW2M9X" },
  { title: "Social media 3 days", duration: 3, durationUnit: "days" as const, voucherCode: "H3ZP8RTA" },
];

const meta = {
  title: "Widgets/PurchasedPackages",
  component: PurchasedPackages,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use on a cruise ship's login page: the packages bought on this device, newest first, each ready to activate here.",
      },
      story: { inline: false, iframeHeight: 520 },
    },
  },
  args: {
    packages: TWO,
    onActivate: fn(),
    step: "idle",
    termsAccepted: false,
    onTermsChange: fn(),
    termsFlagged: false,
    onAccept: fn(),
    onCancel: fn(),
    onConfirmConflict: fn(),
  },
} satisfies Meta<typeof PurchasedPackages>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoPackages: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
    await expect(canvas.getByText("24 hours")).toBeVisible();
    const buttons = canvas.getAllByRole("button", { name: "Activate on this device" });
    await userEvent.click(buttons[1] as HTMLElement);
    await expect(args.onActivate).toHaveBeenCalledWith("H3ZP8RTA");
  },
};

/** Nothing bought on this device: the block is not shown at all. */
export const NonePurchased: Story = {
  args: { packages: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("section")).toBeNull();
  },
};

/** 'Activate on this device' opened the terms for that code. */
export const Terms: Story = {
  args: { step: "terms" },
  play: async () => {
    await expect(
      await within(document.body).findByRole("dialog", { name: "Terms and conditions" }),
    ).toBeVisible();
  },
};

export const GreekAt320: Story = {
  args: { packages: [{ ...TWO[0], duration: 1, durationUnit: "days" as const } as (typeof TWO)[number]] },
  globals: { locale: "el", viewport: { value: "w320", isRotated: false } },
};

/** The first is the code this device's connected session runs on, the second its used-up one. */
export const ActivatedAndExpired: Story = {
  args: {
    packages: [
      { ...(TWO[0] as (typeof TWO)[number]), state: "activated" as const },
      { ...(TWO[1] as (typeof TWO)[number]), state: "expired" as const },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Activated")).toBeVisible();
    await expect(canvas.getByText("Expired")).toBeVisible();
    await expect(canvas.queryAllByRole("button")).toHaveLength(0);
  },
};
