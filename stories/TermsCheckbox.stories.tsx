import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { TermsCheckbox, type TermsCheckboxProps } from "../widgets/TermsCheckbox.tsx";
import { useControlled } from "./support/useControlled.ts";

const meta = {
  title: "Widgets/TermsCheckbox",
  component: TermsCheckbox,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component: "Use before any access starts (trial, free, voucher) so the visitor accepts the terms.",
      },
    },
  },
  args: { checked: false, onChange: fn(), flagged: false, termsHref: "/policies" },
  // the widget is controlled: the story holds `checked` so that a click really toggles it
  render: function Render(args: TermsCheckboxProps) {
    const [checked, setChecked] = useControlled(args.checked);
    const onChange = (next: boolean) => {
      args.onChange(next);
      setChecked(next);
    };
    return <TermsCheckbox {...args} checked={checked} onChange={onChange} />;
  },
} satisfies Meta<typeof TermsCheckbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole("checkbox", { name: /I accept the terms and conditions/ });
    await userEvent.click(box);
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(box).toBeChecked());
    await userEvent.click(box);
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = { args: { checked: true } };

/** The visitor pressed Connect without accepting: red frame and an announced hint, for 10 s. */
export const Flagged: Story = {
  args: { flagged: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("checkbox")).toHaveAccessibleDescription(
      "Please accept the terms to continue",
    );
    await expect(canvas.getByRole("checkbox")).toBeInvalid();
  },
};

/** The simple trial start: the checkbox is the page's only step, so it takes the focus. */
export const AutoFocused: Story = {
  args: { autoFocus: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("checkbox")).toHaveFocus();
  },
};

export const TermsLinkOpensNewTab: Story = {
  args: { termsHref: "/policies#wifi" },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "terms and conditions" });
    await expect(link).toHaveAttribute("href", "/policies#wifi");
    await expect(link).toHaveAttribute("target", "_blank");
  },
};

export const GreekFlaggedAt320: Story = {
  args: { flagged: true },
  globals: { locale: "el", viewport: { value: "w320", isRotated: false } },
};

export const Swedish: Story = { globals: { locale: "sv" } };
