import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { TermsModal, type TermsModalProps } from "../widgets/TermsModal.tsx";
import { findDialog, pressEscape } from "./support/dialogs.ts";
import { useControlled } from "./support/useControlled.ts";

const meta = {
  title: "Widgets/TermsModal",
  component: TermsModal,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use before any activation (trial, free, voucher, package): accept the terms, then Connect or Cancel.",
      },
      story: { inline: false, iframeHeight: 420 },
    },
  },
  args: {
    open: true,
    termsAccepted: false,
    onTermsChange: fn(),
    termsFlagged: false,
    loading: false,
    onCancel: fn(),
    onConnect: fn(),
  },
  // the story holds the checkbox and the open state, so ticking and cancelling really show
  render: function Render(args: TermsModalProps) {
    const [open, setOpen] = useControlled(args.open);
    const [accepted, setAccepted] = useControlled(args.termsAccepted);
    return (
      <TermsModal
        {...args}
        open={open}
        termsAccepted={accepted}
        onTermsChange={(next) => {
          args.onTermsChange(next);
          setAccepted(next);
        }}
        onCancel={() => {
          args.onCancel();
          setOpen(false);
        }}
      />
    );
  },
} satisfies Meta<typeof TermsModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog("Terms and conditions");
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.click(within(dialog).getByRole("checkbox"));
    await expect(args.onTermsChange).toHaveBeenCalledWith(true);
    await expect(within(dialog).getByRole("checkbox")).toBeChecked();
    await userEvent.click(within(dialog).getByRole("button", { name: "Connect" }));
    await expect(args.onConnect).toHaveBeenCalledOnce();
  },
};

/** Escape is Cancel. */
export const EscapeCancels: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog("Terms and conditions");
    pressEscape(dialog);
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await waitFor(() => expect(dialog.open).toBe(false));
  },
};

export const Flagged: Story = { args: { termsFlagged: true } };

/** The activation is in flight: the modal cannot be closed, Escape does nothing. */
export const Loading: Story = {
  args: { termsAccepted: true, loading: true },
  play: async ({ args }) => {
    const dialog = await findDialog("Terms and conditions");
    await expect(dialog).toHaveAttribute("aria-busy", "true");
    pressEscape(dialog);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(dialog.open).toBe(true);
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("dialog")).toBeNull();
  },
};

export const GreekFlaggedAt320: Story = {
  args: { termsFlagged: true },
  globals: { locale: "el", viewport: { value: "w320", isRotated: false } },
  // known Modal bug (see the Storybook report): "Ακύρωση" and "Σύνδεση" spill out of the row
};
