import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { CruisePackageModal } from "../widgets/CruisePackageModal.tsx";

const dialogNamed = (name: string) => within(document.body).findByRole("dialog", { name });
const FOR_SALE = {
  title: "Wi-Fi 1 hour",
  listItems: ["Unlimited data", "Up to 5 Mbit/s", "1 device"],
  prepaid: false,
  price: 490,
  currency: "EUR",
};

const meta = {
  title: "Widgets/CruisePackageModal",
  component: CruisePackageModal,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use on a cruise ship's package page once a package is chosen: its lines and price, Connect or Buy now, then 'Purchase completed!'.",
      },
      story: { inline: false, iframeHeight: 480 },
    },
  },
  args: { pkg: FOR_SALE, state: "confirm", onConfirm: fn(), onClose: fn() },
  argTypes: { state: { control: "inline-radio", options: ["confirm", "charging", "complete"] } },
} satisfies Meta<typeof CruisePackageModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BuyNow: Story = {
  play: async ({ args }) => {
    const dialog = await dialogNamed("Wi-Fi 1 hour");
    await expect(within(dialog).getAllByRole("listitem")).toHaveLength(3);
    await expect(dialog).toHaveTextContent("Price 4,90 EUR");
    await expect(dialog).toHaveTextContent("Questions? Contact reception/servicedesk.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Buy now" }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** A prepaid package: no price, and Connect instead of Buy now. */
export const Prepaid: Story = {
  args: { pkg: { ...FOR_SALE, title: "Wi-Fi 24 hours", prepaid: true, price: 0 } },
  play: async () => {
    const dialog = await dialogNamed("Wi-Fi 24 hours");
    await expect(dialog).not.toHaveTextContent("Price");
    await expect(within(dialog).getByRole("button", { name: "Connect" })).toBeVisible();
  },
};

/** The charge is being made (or polled after the controller): nothing to press, nothing closes it. */
export const Charging: Story = {
  args: { state: "charging" },
  play: async () => {
    const dialog = await dialogNamed("Wi-Fi 1 hour");
    await expect(dialog).toHaveAttribute("aria-busy", "true");
    await expect(within(dialog).queryByRole("button", { name: "Close" })).toBeNull();
  },
};

export const Complete: Story = {
  args: { state: "complete" },
  play: async () => {
    const dialog = await dialogNamed("Wi-Fi 1 hour");
    await expect(within(dialog).getByRole("status")).toHaveTextContent("Purchase completed!");
  },
};

export const GreekAt320: Story = {
  globals: { locale: "el", viewport: { value: "w320", isRotated: false } },
};
