import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { StatusTitle } from "../widgets/StatusTitle.tsx";

const meta = {
  title: "Widgets/StatusTitle",
  component: StatusTitle,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use as the status page's heading: Connected when both flags are authed and the session is not used up; a used-up session adds 'Your session has expired'.",
      },
    },
  },
  args: { connected: true },
} satisfies Meta<typeof StatusTitle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Connected: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1 })).toHaveTextContent("Connected");
  },
};

export const NotConnected: Story = {
  args: { connected: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1 })).toHaveTextContent("Not connected");
  },
};

/** The session is used up: not connected, and why. */
export const Expired: Story = {
  args: { connected: false, expired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Your session has expired");
  },
};

/** Handed to the gateway, which has not yet said the device is online (its accounting Start). */
export const Connecting: Story = {
  args: { connected: false, connecting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Connecting…");
    await expect(canvas.getByRole("status")).toHaveTextContent("letting your device online");
  },
};

export const GreekConnectingAt320: Story = {
  args: { connected: false, connecting: true },
  globals: { locale: "el", viewport: { value: "w320", isRotated: false } },
};

export const GreekNotConnectedAt320: Story = {
  args: { connected: false },
  globals: { locale: "el", viewport: { value: "w320", isRotated: false } },
};

export const Swedish: Story = { globals: { locale: "sv" } };
