import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { GatewayLoginForm } from "../widgets/GatewayLoginForm.tsx";

const meta = {
  title: "Widgets/GatewayLoginForm",
  component: GatewayLoginForm,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use as the page that hands a device to a gateway whose login takes a POST (a MikroTik hotspot): its script sends the form at once; without one, the button does.",
      },
    },
  },
  args: {
    action: "http://10.5.50.1/login",
    fields: { username: "gw-0123456789abcdef01234567", password: "…", dst: "/status", popup: "false" },
  },
} satisfies Meta<typeof GatewayLoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Connecting you to the Wi-Fi");
    await expect(canvas.getByRole("button", { name: "Continue" })).toBeVisible();
  },
};

export const GreekAt320: Story = { globals: { locale: "el", viewport: { value: "w320", isRotated: false } } };

export const Swedish: Story = { globals: { locale: "sv" } };
