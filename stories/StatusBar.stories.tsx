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
  argTypes: { state: { control: "inline-radio", options: ["connected", "expired"] } },
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

/** A landmark of its own, named for what it is about (axe: all content in landmarks). */
export const Landmark: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("navigation", { name: "Session status" });
    await expect(within(bar).getByRole("link")).toHaveTextContent("Connected session");
  },
};

export const GreekExpiredAt320: Story = {
  args: { state: "expired" },
  globals: { locale: "el", viewport: { value: "w320", isRotated: false } },
};

export const Swedish: Story = { globals: { locale: "sv" } };
