import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { VoucherCodeBox } from "../widgets/VoucherCodeBox.tsx";

const meta = {
  title: "Widgets/VoucherCodeBox",
  component: VoucherCodeBox,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use on a status or purchase-complete page to show the voucher code, read-only, with advice to keep it.",
      },
    },
  },
  args: { code: "ABC123" },
} satisfies Meta<typeof VoucherCodeBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("textbox", { name: "Your voucher code" });
    await expect(box).toHaveValue("ABC123");
    await expect(box).toHaveAttribute("readonly");
    await expect(box).toHaveAccessibleDescription(/Save this code/);
  },
};

export const EightCharacters: Story = { args: { code: "WXYZ2345" } };

export const GreekAt320: Story = { globals: { locale: "el", viewport: { value: "w320", isRotated: false } } };
