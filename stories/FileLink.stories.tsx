import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { FileLink } from "../widgets/FileLink.tsx";

const meta = {
  title: "Widgets/FileLink",
  component: FileLink,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component: "Use for a document the vessel offers (the cafeteria menu PDF); it opens in a new tab.",
      },
    },
  },
  args: { href: "/files/cafeteria-menu.pdf", label: "Cafeteria menu (PDF)" },
} satisfies Meta<typeof FileLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", {
      name: "Cafeteria menu (PDF) (opens in a new tab)",
    });
    await expect(link).toHaveAttribute("target", "_blank");
  },
};

export const GreekAt320: Story = {
  args: { label: "Μενού καφετέριας και εστιατορίου του πλοίου (PDF)" },
  globals: { locale: "el", viewport: { value: "w320", isRotated: false } },
};
