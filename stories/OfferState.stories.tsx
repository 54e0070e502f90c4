import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { OfferState } from "../widgets/OfferState.tsx";

const meta = {
  title: "Widgets/OfferState",
  component: OfferState,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component: "Use in place of an offer's button: 'Activated', or why the offer cannot be taken now.",
      },
    },
  },
  args: { kind: "active" },
  argTypes: {
    kind: {
      control: "inline-radio",
      options: ["active", "not-available", "not-available-now", "service-unavailable", "trial-unavailable"],
    },
  },
} satisfies Meta<typeof OfferState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Activated: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Activated");
  },
};

export const NotAvailable: Story = { args: { kind: "not-available" } };

export const NotAvailableNow: Story = { args: { kind: "not-available-now" } };

export const ServiceUnavailable: Story = { args: { kind: "service-unavailable" } };

/** A timed trial already used today (the island-route start). */
export const TrialUnavailable: Story = {
  args: { kind: "trial-unavailable", minutes: 15 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("15min free is not available");
  },
};

export const GreekAt320: Story = {
  args: { kind: "not-available-now" },
  globals: { locale: "el", viewport: { value: "w320", isRotated: false } },
};
