import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { HostedPayment } from "../widgets/HostedPayment.tsx";

const meta = {
  title: "Widgets/HostedPayment",
  component: HostedPayment,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use where the embedded payment window cannot run (no script): one button that posts the kept order, and the server sends the browser to the card provider's hosted payment page.",
      },
    },
  },
  args: {
    fields: {
      _action: "pay",
      idempotencyKey: "k3y-0123456789",
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      items: "1:1",
      terms: "1",
    },
  },
} satisfies Meta<typeof HostedPayment>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The order kept, the button posts it with its hidden fields. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "Pay by card" });
    await expect(button).toHaveAttribute("type", "submit");
    const form = button.closest("form");
    await expect(form?.querySelector("input[name=_action]")).toHaveValue("pay");
  },
};

export const Swedish: Story = { globals: { locale: "sv" } };

export const GreekAt320: Story = { globals: { locale: "el", viewport: { value: "w320", isRotated: false } } };
