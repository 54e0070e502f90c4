import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { DevLink } from "../widgets/DevLink.tsx";

const meta = {
  title: "Widgets/DevLink",
  component: DevLink,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use at the foot of a start page, only when the dev flag is on, to reach the developer page.",
      },
    },
  },
  args: { href: "/secret-stuff", onNavigate: fn() },
} satisfies Meta<typeof DevLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("link", { name: "Developer page" }));
    await expect(args.onNavigate).toHaveBeenCalledWith("/secret-stuff");
  },
};

export const Greek: Story = { globals: { locale: "el" } };
