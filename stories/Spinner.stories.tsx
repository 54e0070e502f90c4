import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Spinner } from "../widgets/Spinner.tsx";

const meta = {
  title: "Widgets/Spinner",
  component: Spinner,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use wherever the portal waits for the server (no session data yet, a modal's request in flight).",
      },
    },
  },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading.. Please wait");
  },
};

export const GreekAt320: Story = { globals: { locale: "el", viewport: { value: "w320", isRotated: false } } };

/** The dots take the operator colour; the lightest primary of the fleet. */
export const LightOperatorColour: Story = { globals: { operator: "f06144" } };
