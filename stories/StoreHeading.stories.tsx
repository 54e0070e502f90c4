import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { StoreHeading } from "../widgets/StoreHeading.tsx";

const meta = {
  title: "Widgets/StoreHeading",
  component: StoreHeading,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use at the top of every store step: the back button (labelled Login) and the step's title.",
      },
    },
  },
  args: { checkout: false, backHref: "/start", onNavigate: fn() },
} satisfies Meta<typeof StoreHeading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Products: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Wi-Fi products");
    await userEvent.click(canvas.getByRole("link", { name: "Login" }));
    await expect(args.onNavigate).toHaveBeenCalledWith("/start");
  },
};

export const Checkout: Story = { args: { checkout: true } };

export const GreekAt320: Story = { globals: { locale: "el", viewport: { value: "w320", isRotated: false } } };
