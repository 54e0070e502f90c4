import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { NotFoundPage } from "../widgets/NotFoundPage.tsx";

const meta = {
  title: "Widgets/NotFoundPage",
  component: NotFoundPage,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component: "Use as the catch-all route, and for a zone route whose page the zone does not have.",
      },
    },
  },
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1 })).toHaveTextContent(
      "Page not found",
    );
  },
};

export const Swedish: Story = { globals: { locale: "sv" } };

export const GreekAt320: Story = { globals: { locale: "el", viewport: { value: "w320", isRotated: false } } };
