import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { VoucherField, type VoucherFieldProps } from "../widgets/VoucherField.tsx";
import { findDialog } from "./support/dialogs.ts";
import { useControlled } from "./support/useControlled.ts";

const meta = {
  title: "Widgets/VoucherField",
  component: VoucherField,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use on a start page that offers a voucher beside a trial: one line and an arrow, then the voucher dialogs.",
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
  argTypes: { step: { control: "inline-radio", options: ["idle", "terms", "loading", "conflict"] } },
  // the story holds the code, so typing really shows
  render: function Render(args: VoucherFieldProps) {
    const [code, setCode] = useControlled(args.code);
    const onCodeChange = (next: string) => {
      args.onCodeChange(next);
      setCode(next);
    };
    return <VoucherField {...args} code={code} onCodeChange={onCodeChange} />;
  },
} satisfies Meta<typeof VoucherField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Have a voucher? Enter its code" });
    await userEvent.type(input, "abc123");
    await expect(input).toHaveValue("abc123");
    await userEvent.click(canvas.getByRole("button", { name: "Activate voucher" }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const Terms: Story = {
  args: { code: "ABC123", step: "terms" },
  play: async ({ args }) => {
    const dialog = await findDialog("Terms and conditions");
    await userEvent.click(within(dialog).getByRole("button", { name: "Connect" }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = { args: { code: "ABC123", step: "loading", termsAccepted: true } };

export const Conflict: Story = { args: { code: "ABC123", step: "conflict" } };

export const GreekAt320: Story = {
  args: { code: "ABC" },
  globals: { locale: "el", viewport: { value: "w320", isRotated: false } },
};
