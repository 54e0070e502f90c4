import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { TrialStartedModal, type TrialStartedModalProps } from "../widgets/TrialStartedModal.tsx";
import { findDialog, pressEscape } from "./support/dialogs.ts";
import { useControlled } from "./support/useControlled.ts";

const meta = {
  title: "Widgets/TrialStartedModal",
  component: TrialStartedModal,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use on a premium-trial status page once the trial connects: it runs, and what to do when it ends.",
      },
      story: { inline: false, iframeHeight: 420 },
    },
  },
  args: { open: true, minutes: 15, onClose: fn() },
  // the story holds `open`, so OK really closes it
  render: function Render(args: TrialStartedModalProps) {
    const [open, setOpen] = useControlled(args.open);
    const onClose = () => {
      args.onClose();
      setOpen(false);
    };
    return <TrialStartedModal {...args} open={open} onClose={onClose} />;
  },
} satisfies Meta<typeof TrialStartedModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog("You are connected");
    await expect(dialog).toHaveTextContent("Your 15min trial has started!");
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(dialog.open).toBe(false));
  },
};

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    pressEscape(await findDialog("You are connected"));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("dialog")).toBeNull();
  },
};

export const GreekAt320: Story = { globals: { locale: "el", viewport: { value: "w320", isRotated: false } } };
