import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ConnectButton } from "../widgets/ConnectButton.tsx";

const meta = {
  title: "Widgets/ConnectButton",
  component: ConnectButton,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use as the one big button of a trial or free-access start page; the terms step follows it.",
      },
    },
  },
  args: { label: "connect-wifi", minutes: 15, onClick: fn() },
  argTypes: {
    label: { control: "inline-radio", options: ["connect-wifi", "start-trial", "free-wifi", "connect"] },
  },
} satisfies Meta<typeof ConnectButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ConnectToWifi: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Connect to Wi-Fi" }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const StartTrial: Story = {
  args: { label: "start-trial" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button")).toHaveTextContent("Start 15 min free trial");
  },
};

export const StartThirtyMinuteTrial: Story = { args: { label: "start-trial", minutes: 30 } };

export const FreeWifi: Story = { args: { label: "free-wifi" } };

export const Connect: Story = { args: { label: "connect" } };

export const GreekTrialAt320: Story = {
  args: { label: "start-trial" },
  globals: { locale: "el", viewport: { value: "w320", isRotated: false } },
};
