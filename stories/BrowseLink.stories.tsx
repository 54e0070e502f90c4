import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { BrowseLink } from "../widgets/BrowseLink.tsx";

const meta = {
  title: "Widgets/BrowseLink",
  component: BrowseLink,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use on a status page once the device is online, to send the visitor to the operator's onboard site.",
      },
    },
  },
  args: { href: "https://onboard.example.com/", onNavigate: fn() },
} satisfies Meta<typeof BrowseLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An external site is a plain link: the app must not route it. */
export const External: Story = {
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Start browsing" });
    await expect(link).toHaveAttribute("href", "https://onboard.example.com/");
    // keep the test page from leaving for the external site
    link.addEventListener("click", (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** One ferry variant browses to its own /onboard page: routed in-app. */
export const InternalOnboardPage: Story = {
  args: { href: "/onboard" },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("link", { name: "Start browsing" }));
    await expect(args.onNavigate).toHaveBeenCalledWith("/onboard");
  },
};

export const GreekAt320: Story = { globals: { locale: "el", viewport: { value: "w320", isRotated: false } } };

export const Swedish: Story = { globals: { locale: "sv" } };
