import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { OpenInBrowser } from "../widgets/OpenInBrowser.tsx";

const LINK = "http://portal.onboard.example/start?mac=02:00:00:5e:10:01&zoneId=gallery-zone";

const meta = {
  title: "Widgets/OpenInBrowser",
  component: OpenInBrowser,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use when an in-app browser cannot complete a purchase: the portal link to copy into a full browser.",
      },
    },
  },
  args: { link: LINK, onCopy: fn(), copyState: "idle" },
  argTypes: { copyState: { control: "inline-radio", options: ["idle", "copied", "failed"] } },
} satisfies Meta<typeof OpenInBrowser>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "Portal link" })).toHaveValue(LINK);
    await userEvent.click(canvas.getByRole("button", { name: "Copy link" }));
    await expect(args.onCopy).toHaveBeenCalledOnce();
  },
};

export const Copied: Story = {
  args: { copyState: "copied" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Link copied.");
  },
};

/** The clipboard refused: the visitor copies by hand from the selected field. */
export const CopyFailed: Story = { args: { copyState: "failed" } };

export const GreekAt320: Story = { globals: { locale: "el", viewport: { value: "w320", isRotated: false } } };
