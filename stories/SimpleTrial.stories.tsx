import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SimpleTrial, type SimpleTrialProps } from "../widgets/SimpleTrial.tsx";
import { useControlled } from "./support/useControlled.ts";

const meta = {
  title: "Widgets/SimpleTrial",
  component: SimpleTrial,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use as the whole start page of a simple trial zone: welcome, the terms checkbox and Connect.",
      },
    },
  },
  args: {
    state: "form",
    intro: "Free Wi-Fi for the first 15 minutes of your crossing.",
    termsAccepted: false,
    onTermsChange: fn(),
    termsFlagged: false,
    connecting: false,
    onConnect: fn(),
  },
  argTypes: { state: { control: "inline-radio", options: ["loading", "form", "active", "unavailable"] } },
  // the story holds the checkbox, so a click really ticks it
  render: function Render(args: SimpleTrialProps) {
    const [accepted, setAccepted] = useControlled(args.termsAccepted);
    const onTermsChange = (next: boolean) => {
      args.onTermsChange(next);
      setAccepted(next);
    };
    return <SimpleTrial {...args} termsAccepted={accepted} onTermsChange={onTermsChange} />;
  },
} satisfies Meta<typeof SimpleTrial>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("checkbox", { name: /I accept the terms and conditions/ });
    // the checkbox is the page's only step, so it takes the focus
    await expect(box).toHaveFocus();
    await userEvent.click(box);
    await expect(args.onTermsChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole("button", { name: "Connect" }));
    await expect(args.onConnect).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = { args: { state: "loading" } };

export const Connecting: Story = {
  args: { termsAccepted: true, connecting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Loading.. Please wait" })).toBeDisabled();
  },
};

/** Already connected: 'Activated', no form. */
export const Active: Story = { args: { state: "active" } };

/** Session data, not connected, no reset: 'service unavailable'. */
export const Unavailable: Story = {
  args: { state: "unavailable" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("checkbox")).toBeNull();
  },
};

export const NoIntro: Story = { args: { intro: undefined } };

export const GreekFlaggedAt320: Story = {
  args: { intro: "Δωρεάν Wi-Fi για τα πρώτα 15 λεπτά του ταξιδιού σας.", termsFlagged: true },
  globals: { locale: "el", viewport: { value: "w320", isRotated: false } },
};
