import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { TrialLogin, type TrialLoginProps } from "../widgets/TrialLogin.tsx";
import { useControlled } from "./support/useControlled.ts";

const meta = {
  title: "Widgets/TrialLogin",
  component: TrialLogin,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component: "Use on the trial login page (/login/trial/{openId}): accept the terms, then connect.",
      },
    },
  },
  args: { termsAccepted: false, onTermsChange: fn(), termsFlagged: false, loading: false, onConnect: fn() },
  // the story holds the checkbox, so a click really ticks it
  render: function Render(args: TrialLoginProps) {
    const [accepted, setAccepted] = useControlled(args.termsAccepted);
    const onTermsChange = (next: boolean) => {
      args.onTermsChange(next);
      setAccepted(next);
    };
    return <TrialLogin {...args} termsAccepted={accepted} onTermsChange={onTermsChange} />;
  },
} satisfies Meta<typeof TrialLogin>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: /I accept the terms and conditions/ }));
    await expect(args.onTermsChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole("button", { name: "Connect" }));
    await expect(args.onConnect).toHaveBeenCalledOnce();
  },
};

/** Connect without the box ticked: flagged for 10 s. */
export const TermsFlagged: Story = { args: { termsFlagged: true } };

/** The trial is being opened: Connect is disabled and says so. */
export const Loading: Story = {
  args: { termsAccepted: true, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Loading.. Please wait" })).toBeDisabled();
  },
};

export const GreekFlaggedAt320: Story = {
  args: { termsFlagged: true },
  globals: { locale: "el", viewport: { value: "w320", isRotated: false } },
};

export const Swedish: Story = { globals: { locale: "sv" } };

/** The trial is not this device's to start (used up): the spec's words, nothing to press. */
export const NotAvailable: Story = {
  args: { notAvailableMinutes: 30 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("30min free is not available");
    await expect(canvas.queryByRole("button", { name: "Connect" })).toBeNull();
  },
};
