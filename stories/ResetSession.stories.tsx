import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ResetSession } from "../widgets/ResetSession.tsx";

const meta = {
  title: "Widgets/ResetSession",
  component: ResetSession,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component: "Use on a status page when the session says a reset is available, to start a new period.",
      },
    },
  },
  args: { onReset: fn(), loading: false },
} satisfies Meta<typeof ResetSession>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Reset session" }));
    await expect(args.onReset).toHaveBeenCalledOnce();
  },
};

export const Resetting: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Resetting session…" })).toBeDisabled();
  },
};

export const GreekAt320: Story = { globals: { locale: "el", viewport: { value: "w320", isRotated: false } } };
