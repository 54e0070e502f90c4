import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn, userEvent, within } from "storybook/test";
import { LinkButton } from "../widgets/LinkButton.tsx";

const meta = {
  title: "Widgets/LinkButton",
  component: LinkButton,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use for a call to action that goes to another page (trial, voucher, purchase online); a form action is a <button>.",
      },
    },
  },
  args: { href: "/login/voucher", children: "Activate voucher", variant: "primary", onNavigate: fn() },
  argTypes: { variant: { control: "inline-radio", options: ["primary", "secondary"] } },
} satisfies Meta<typeof LinkButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("link", { name: "Activate voucher" }));
    await expect(args.onNavigate).toHaveBeenCalledWith("/login/voucher");
  },
};

export const Secondary: Story = {
  args: { href: "/store", children: "Purchase online", variant: "secondary" },
};

/** Ctrl/Cmd/Shift-click is the browser's (a new tab or window), never an in-app route. */
export const ModifiedClickIsLeftToTheBrowser: Story = {
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole("link");
    // keep the test page where it is; the widget's own handler still runs
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { shiftKey: true });
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** No router: a plain link. */
export const PlainLink: Story = { args: { onNavigate: undefined } };

export const LongGreekAt320: Story = {
  args: { children: "Αγοράστε πακέτο Wi-Fi υψηλής ταχύτητας για ολόκληρο το ταξίδι σας" },
  globals: { locale: "el", viewport: { value: "w320", isRotated: false } },
};
