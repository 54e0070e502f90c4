import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ErrorPage } from "../widgets/ErrorPage.tsx";

const meta = {
  title: "Widgets/ErrorPage",
  component: ErrorPage,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component: "Use as the /error route: the portal could not identify the device or could not start.",
      },
    },
  },
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Start-up failed (network down): a retry may help. */
export const WithRetry: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No query from the gateway: only reconnecting helps. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
  },
};

export const GreekAt320: Story = { globals: { locale: "el", viewport: { value: "w320", isRotated: false } } };

export const Swedish: Story = { globals: { locale: "sv" } };
