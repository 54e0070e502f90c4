import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PaymentCheckout } from "../widgets/PaymentCheckout.tsx";
import { findDialog } from "./support/dialogs.ts";

const meta = {
  title: "Widgets/PaymentCheckout",
  component: PaymentCheckout,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use at the store's payment step, around the card provider's embedded window (which stories leave empty).",
      },
      story: { inline: false, iframeHeight: 420 },
    },
  },
  args: { phase: "paying", containerId: "payment-window", onSessionEndedOk: fn() },
  argTypes: {
    phase: {
      control: "inline-radio",
      options: ["starting", "paying", "confirming", "unconfirmed", "session-ended"],
    },
  },
} satisfies Meta<typeof PaymentCheckout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paying: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      "Your card must accept international payments.",
    );
    await expect(canvasElement.querySelector("#payment-window")).toBeVisible();
  },
};

export const Starting: Story = { args: { phase: "starting" } };

export const Confirming: Story = { args: { phase: "confirming" } };

/** Paid, not yet confirmed by the provider. */
export const Unconfirmed: Story = { args: { phase: "unconfirmed" } };

/** The payment session timed out: OK goes back to the items, nothing else closes it. */
export const SessionEnded: Story = {
  args: { phase: "session-ended" },
  play: async ({ args }) => {
    const dialog = await findDialog("Session ended");
    await expect(within(dialog).queryByRole("button", { name: "Close" })).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    await expect(args.onSessionEndedOk).toHaveBeenCalledOnce();
  },
};

export const GreekUnconfirmedAt320: Story = {
  args: { phase: "unconfirmed" },
  globals: { locale: "el", viewport: { value: "w320", isRotated: false } },
};
