import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { StoreNotice } from "../widgets/StoreNotice.tsx";

const meta = {
  title: "Widgets/StoreNotice",
  component: StoreNotice,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use in place of the store when it cannot sell here: why, a way back, and a way to a voucher.",
      },
    },
  },
  args: {
    kind: "unsupported",
    backHref: "/start",
    voucherHref: "/login/voucher",
    onNavigate: fn(),
    onRetry: fn(),
  },
  argTypes: { kind: { control: "inline-radio", options: ["unsupported", "unavailable", "failed"] } },
} satisfies Meta<typeof StoreNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An in-app browser cannot pay online. */
export const Unsupported: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("link", { name: "Activate voucher" }));
    await expect(args.onNavigate).toHaveBeenCalledWith("/login/voucher");
  },
};

export const Unavailable: Story = { args: { kind: "unavailable" } };

/** The items could not be fetched: a retry. */
export const Failed: Story = {
  args: { kind: "failed" },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A zone without a voucher page: only the way back. */
export const NoVoucherPage: Story = { args: { kind: "unavailable", voucherHref: undefined } };

export const GreekAt320: Story = { globals: { locale: "el", viewport: { value: "w320", isRotated: false } } };
