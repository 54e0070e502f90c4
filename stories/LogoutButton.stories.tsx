import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { LogoutButton } from "../widgets/LogoutButton.tsx";

const meta = {
  title: "Widgets/LogoutButton",
  component: LogoutButton,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component: "Use on a status page when the session has a logoutMethod, to free this device's place.",
      },
    },
  },
  args: { onLogout: fn() },
} satisfies Meta<typeof LogoutButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Log out" }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const GreekAt320: Story = { globals: { locale: "el", viewport: { value: "w320", isRotated: false } } };
