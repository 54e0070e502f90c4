import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { StatusBar } from "../widgets/StatusBar.tsx";

const meta = {
  title: "Widgets/StatusBar",
  component: StatusBar,
  tags: ["autodocs"],
  parameters: {
    layout: "fullscreen",
    docs: {
      description: {
        component:
          "Use under the header whenever there is session data: it says whether the session is live and leads to the status page.",
      },
    },
  },
  args: { state: "connected", href: "/status", onNavigate: fn() },
  argTypes: { state: { control: "inline-radio", options: ["connected", "expired", "not-connected"] } },
} satisfies Meta<typeof StatusBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Connected: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("link", { name: "Connected session" }));
    await expect(args.onNavigate).toHaveBeenCalledWith("/status");
  },
};

/** The session is used up: amber. */
export const Expired: Story = {
  args: { state: "expired" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link")).toHaveTextContent("Expired session");
  },
};

/** Session data, but neither connected nor used up: logged out, or not yet let online. */
export const NotConnected: Story = {
  args: { state: "not-connected" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link")).toHaveTextContent("Not connected");
  },
};

export const GreekExpiredAt320: Story = {
  args: { state: "expired" },
  globals: { locale: "el", viewport: { value: "w320", isRotated: false } },
};

export const Swedish: Story = { globals: { locale: "sv" } };
