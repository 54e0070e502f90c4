import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { BackButton } from "../widgets/BackButton.tsx";

const meta = {
  title: "Widgets/BackButton",
  component: BackButton,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component: "Use at the top of a sub-page (voucher, trial, store) to return to the start page.",
      },
    },
  },
  args: { href: "/start", onNavigate: fn() },
} satisfies Meta<typeof BackButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("link", { name: "Back" }));
    await expect(args.onNavigate).toHaveBeenCalledWith("/start");
  },
};

/** The store's back button reads 'Login'. */
export const CustomLabel: Story = { args: { label: "Login" } };

export const Greek: Story = { globals: { locale: "el" } };

export const SwedishAt320: Story = {
  globals: { locale: "sv", viewport: { value: "w320", isRotated: false } },
};
