import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { CruiseVoucherOption, type CruiseVoucherOptionProps } from "../widgets/CruiseVoucherOption.tsx";
import { useControlled } from "./support/useControlled.ts";

const meta = {
  title: "Widgets/CruiseVoucherOption",
  component: CruiseVoucherOption,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use on a cruise ship's login page as 'Option 1: Voucher': a voucher code, then the terms.",
      },
      story: { inline: false, iframeHeight: 420 },
    },
  },
  args: {
    code: "",
    onCodeChange: fn(),
    onSubmit: fn(),
    step: "idle",
    termsAccepted: false,
    onTermsChange: fn(),
    termsFlagged: false,
    onAccept: fn(),
    onCancel: fn(),
    onConfirmConflict: fn(),
  },
  render: function Render(args: CruiseVoucherOptionProps) {
    const [code, setCode] = useControlled(args.code);
    const onCodeChange = (next: string) => {
      args.onCodeChange(next);
      setCode(next);
    };
    return <CruiseVoucherOption {...args} code={code} onCodeChange={onCodeChange} />;
  },
} satisfies Meta<typeof CruiseVoucherOption>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Option 1: Voucher" })).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox"), "AB12CD34");
    await userEvent.click(canvas.getByRole("button", { name: "Activate voucher" }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const Terms: Story = {
  args: { code: "AB12CD34", step: "terms" },
  play: async () => {
    await expect(
      await within(document.body).findByRole("dialog", { name: "Terms and conditions" }),
    ).toBeVisible();
  },
};

export const Greek: Story = { globals: { locale: "el" } };
