import { Trans } from "@lingui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Modal, type ModalProps } from "../widgets/Modal.tsx";
import { findDialog, pressEscape } from "./support/dialogs.ts";
import { LONG_GREEK } from "./support/fixtures.ts";
import { useControlled } from "./support/useControlled.ts";

// the catalog's own ids, so the buttons follow the locale toolbar like the widget does
const actions = (
  <>
    <button type="button" className="gw-button" data-variant="secondary">
      <Trans id="gen.cancel" message="Cancel" />
    </button>
    <button type="button" className="gw-button">
      <Trans id="gen.connect" message="Connect" />
    </button>
  </>
);

const meta = {
  title: "Widgets/Modal",
  component: Modal,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use for a step that must be answered before the page goes on: terms, a device-limit warning, 'you are connected'.",
      },
      // an open modal dialog makes the rest of the page inert, so each story gets its own frame
      story: { inline: false, iframeHeight: 420 },
    },
  },
  args: {
    open: true,
    title: "Terms and conditions",
    children: "By connecting you accept the terms of use of the onboard Wi-Fi.",
    actions,
    closable: true,
    onClose: fn(),
    loading: false,
  },
  // the story holds `open`, so closing really closes and the opener really opens
  render: function Render(args: ModalProps) {
    const [open, setOpen] = useControlled(args.open);
    const onClose = () => {
      args.onClose?.();
      setOpen(false);
    };
    return (
      <>
        <button type="button" className="gw-button" onClick={() => setOpen(true)}>
          <Trans id="gen.terms.title" message="Terms and conditions" />
        </button>
        <Modal {...args} open={open} onClose={onClose} />
      </>
    );
  },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closable: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog();
    await expect(dialog.open).toBe(true);
    await expect(dialog).toHaveAccessibleName("Terms and conditions");
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await expect(pressEscape(dialog).defaultPrevented).toBe(true);
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(dialog.open).toBe(false));
  },
};

export const Opens: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("dialog")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Terms and conditions" }));
    const dialog = await findDialog();
    await waitFor(() => expect(dialog.open).toBe(true));
    await expect(dialog.contains(document.activeElement)).toBe(true);
  },
};

export const CloseButton: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(dialog.open).toBe(false));
  },
};

export const BackdropClickCloses: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog();
    // a click whose target is the dialog itself landed on the backdrop
    await userEvent.click(dialog);
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** While a step must be answered (or is loading): no close button, Escape and the backdrop do nothing. */
export const NotClosable: Story = {
  args: { closable: false },
  play: async ({ args }) => {
    const dialog = await findDialog();
    await expect(within(dialog).queryByRole("button", { name: "Close" })).toBeNull();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await expect(pressEscape(dialog).defaultPrevented).toBe(true);
    await userEvent.click(dialog);
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog.open).toBe(true);
  },
};

export const Loading: Story = {
  args: { loading: true, closable: false },
  play: async () => {
    const dialog = await findDialog();
    await expect(dialog).toHaveAttribute("aria-busy", "true");
    await expect(within(dialog).getByRole("status")).toHaveTextContent("Loading.. Please wait");
  },
};

export const WithoutActions: Story = { args: { actions: undefined } };

export const LongGreekAt320: Story = {
  args: { title: "Όροι και προϋποθέσεις χρήσης του ασύρματου δικτύου του πλοίου", children: LONG_GREEK },
  globals: { locale: "el", viewport: { value: "w320", isRotated: false } },
  // known widget bug (see the Storybook report): the two Greek buttons do not fit one row at
  // 320 px and spill past the dialog's padding. Remove once Modal.css lets the row wrap.
};
