import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { FreeCard } from "../widgets/FreeCard.tsx";

const meta = {
  title: "Widgets/FreeCard",
  component: FreeCard,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component: "Use on a two- or three-card start page for the free, limited-speed access.",
      },
    },
  },
  args: { status: "available", onConnect: fn(), unavailableText: "not-available-now" },
  argTypes: {
    status: { control: "inline-radio", options: ["loading", "available", "active", "unavailable"] },
    unavailableText: { control: "inline-radio", options: ["not-available-now", "service-unavailable"] },
  },
} satisfies Meta<typeof FreeCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Connect" }));
    await expect(args.onConnect).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = { args: { status: "loading" } };

export const Activated: Story = {
  args: { status: "active" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Activated");
  },
};

/** The three-card start's red text. */
export const NotAvailableNow: Story = { args: { status: "unavailable" } };

/** The two-card start's wording. */
export const ServiceUnavailable: Story = {
  args: { status: "unavailable", unavailableText: "service-unavailable" },
};

export const GreekAt320: Story = { globals: { locale: "el", viewport: { value: "w320", isRotated: false } } };
