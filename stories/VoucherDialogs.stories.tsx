import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { VoucherDialogs, type VoucherDialogsProps } from "../widgets/VoucherDialogs.tsx";
import { findDialog } from "./support/dialogs.ts";
import { useControlled } from "./support/useControlled.ts";

const meta = {
  title: "Widgets/VoucherDialogs",
  component: VoucherDialogs,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use after a voucher code is submitted: the terms modal, then (on a device-limit answer) the conflict warning.",
      },
      story: { inline: false, iframeHeight: 420 },
    },
  },
  args: {
    step: "terms",
    termsAccepted: false,
    onTermsChange: fn(),
    termsFlagged: false,
    onAccept: fn(),
    onCancel: fn(),
    onConfirmConflict: fn(),
  },
  argTypes: { step: { control: "inline-radio", options: ["idle", "terms", "loading", "conflict"] } },
  // the story holds the checkbox, so a click really ticks it
  render: function Render(args: VoucherDialogsProps) {
    const [accepted, setAccepted] = useControlled(args.termsAccepted);
    const onTermsChange = (next: boolean) => {
      args.onTermsChange(next);
      setAccepted(next);
    };
    return <VoucherDialogs {...args} termsAccepted={accepted} onTermsChange={onTermsChange} />;
  },
} satisfies Meta<typeof VoucherDialogs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before a code is submitted: nothing shows. */
export const Idle: Story = {
  args: { step: "idle" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("dialog")).toBeNull();
  },
};

// what the form posts without the script: only the box says the terms were accepted (issue 33)
const postedTerms = (canvas: HTMLElement) =>
  canvas.querySelector<HTMLInputElement>('input[type="hidden"][name="terms"]');

export const Terms: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(postedTerms(canvasElement)).toBeNull();
    const dialog = await findDialog("Terms and conditions");
    await userEvent.click(within(dialog).getByRole("checkbox"));
    await expect(args.onTermsChange).toHaveBeenCalledWith(true);
    await userEvent.click(within(dialog).getByRole("button", { name: "Connect" }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
  },
};

export const TermsFlagged: Story = { args: { termsFlagged: true } };

export const Loading: Story = { args: { step: "loading", termsAccepted: true } };

/** The server answered 300: the voucher is on as many devices as it allows. */
export const Conflict: Story = {
  args: { step: "conflict" },
  play: async ({ args, canvasElement }) => {
    // after the terms step: Continue, posted without the script, carries the terms it accepted
    await expect(postedTerms(canvasElement)?.value).toBe("1");
    const dialog = await findDialog("Conflict");
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    await expect(args.onConfirmConflict).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const GreekConflictAt320: Story = {
  args: { step: "conflict" },
  globals: { locale: "el", viewport: { value: "w320", isRotated: false } },
  // known Modal bug (see the Storybook report): "Ακύρωση" and "Συνέχεια" spill out of the row
};
