import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ErrorBanners, type ErrorBannersProps } from "../widgets/ErrorBanners.tsx";
import { LONG_GREEK } from "./support/fixtures.ts";
import { useControlled } from "./support/useControlled.ts";

const timeout = { key: "gen.timeout", text: "Something went wrong, please try again" };
const invalid = { key: "gen.invalidvoucher", text: "Invalid voucher code" };
const conflict = {
  key: "gen.auth-conflict",
  text: "This voucher is either activated on another device or has expired.",
};

const meta = {
  title: "Widgets/ErrorBanners",
  component: ErrorBanners,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use once per page, above the content, for the errors a flow raises; each lives 10 s or until dismissed.",
      },
    },
  },
  args: { messages: [timeout], onDismiss: fn() },
  // the story holds the list, so a dismissed banner really goes
  render: function Render(args: ErrorBannersProps) {
    const [messages, setMessages] = useControlled(args.messages);
    const onDismiss = args.onDismiss
      ? (key: string) => {
          args.onDismiss?.(key);
          setMessages(messages.filter((m) => m.key !== key));
        }
      : undefined;
    return <ErrorBanners messages={messages} onDismiss={onDismiss} />;
  },
} satisfies Meta<typeof ErrorBanners>;
export default meta;
type Story = StoryObj<typeof meta>;

export const One: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(timeout.text);
    await userEvent.click(canvas.getByRole("button", { name: "Dismiss" }));
    await expect(args.onDismiss).toHaveBeenCalledWith("gen.timeout");
    await waitFor(() => expect(canvas.queryByText(timeout.text)).toBeNull());
  },
};

export const Several: Story = {
  args: { messages: [invalid, conflict, timeout] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("button", { name: "Dismiss" })).toHaveLength(3);
    await userEvent.click(canvas.getAllByRole("button", { name: "Dismiss" })[1] as HTMLElement);
    await expect(args.onDismiss).toHaveBeenCalledWith("gen.auth-conflict");
    await waitFor(() => expect(canvas.getAllByRole("button", { name: "Dismiss" })).toHaveLength(2));
  },
};

/** A text straight from the server, with no dismiss button. */
export const NotDismissable: Story = {
  args: { messages: [{ key: "server", text: "Voucher ABC123 has expired" }], onDismiss: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
  },
};

/** No errors: nothing shows; the (empty) live region stays in the page for the next error. */
export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    // hidden: `.gw-errors:empty` is display:none today (see the report on announcing the first banner)
    await expect(within(canvasElement).getByRole("alert", { hidden: true })).toBeEmptyDOMElement();
  },
};

export const LongGreekAt320: Story = {
  args: {
    messages: [
      { key: "long", text: LONG_GREEK },
      { key: "gen.timeout", text: "Κάτι πήγε στραβά, παρακαλώ δοκιμάστε ξανά" },
    ],
  },
  globals: { locale: "el", viewport: { value: "w320", isRotated: false } },
};
