import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { AgreeButton } from "../widgets/AgreeButton.tsx";

const meta = {
  title: "Widgets/AgreeButton",
  component: AgreeButton,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component: "Use on a terms-only start page, where agreeing to the terms is the whole connection.",
      },
    },
  },
  args: { onAgree: fn(), loading: false },
} satisfies Meta<typeof AgreeButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Agree to terms" }));
    await expect(args.onAgree).toHaveBeenCalledOnce();
  },
};

/** The connection is being made: disabled, and says so. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Loading.. Please wait" });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
  },
};

/** The terms-only variant is a Swedish vessel's. */
export const Swedish: Story = { globals: { locale: "sv" } };

export const GreekAt320: Story = { globals: { locale: "el", viewport: { value: "w320", isRotated: false } } };
