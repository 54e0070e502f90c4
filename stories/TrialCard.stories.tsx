import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { TrialCard } from "../widgets/TrialCard.tsx";

const meta = {
  title: "Widgets/TrialCard",
  component: TrialCard,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component: "Use first on a three-card start page for the premium trial (keyword trial-premium).",
      },
    },
  },
  args: { status: "available", minutes: 15, onStart: fn() },
  argTypes: {
    status: { control: "inline-radio", options: ["loading", "available", "active", "unavailable"] },
  },
} satisfies Meta<typeof TrialCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent("Premium 15-minute trial");
    await userEvent.click(canvas.getByRole("button", { name: "Start trial" }));
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = { args: { status: "loading" } };

export const Activated: Story = { args: { status: "active" } };

export const NotAvailable: Story = {
  args: { status: "unavailable" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Not available");
  },
};

export const ThirtyMinutes: Story = { args: { minutes: 30 } };

export const GreekAt320: Story = { globals: { locale: "el", viewport: { value: "w320", isRotated: false } } };
