import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { type CruisePackageItem, CruisePackageList } from "../widgets/CruisePackageList.tsx";

const pkg = (
  id: string,
  title: string,
  prepaid: boolean,
  price: number,
  duration: number,
  unit: CruisePackageItem["durationUnit"],
) => ({
  id,
  title,
  listItems: ["Unlimited data", "Up to 5 Mbit/s", "1 device"],
  prepaid,
  price,
  currency: "EUR",
  duration,
  durationUnit: unit,
});
const PACKAGES: CruisePackageItem[] = [
  pkg("SOCIAL-3D", "Social media 3 days", true, 0, 3, "days"),
  pkg("WIFI-1H", "Wi-Fi 1 hour", false, 490, 1, "hours"),
  pkg("WIFI-24H", "Wi-Fi 24 hours", false, 1500, 24, "hours"),
  pkg("WIFI-30M", "Wi-Fi 30 minutes", false, 250, 30, "minutes"),
];

const meta = {
  title: "Widgets/CruisePackageList",
  component: CruisePackageList,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use on a cruise ship's package page: prepaid packages to activate, packages to buy with their price, and where purchases are found.",
      },
    },
  },
  args: { packages: PACKAGES, onSelect: fn() },
} satisfies Meta<typeof CruisePackageList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PrepaidAndForSale: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Your prepaid packages" })).toBeVisible();
    await expect(canvas.getByText("1 hour")).toBeVisible();
    await expect(canvas.getByText("· 4,90 EUR")).toBeVisible();
    await expect(canvas.getByText("· 15 EUR")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Activate" }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(PACKAGES[0]);
    await userEvent.click(canvas.getAllByRole("button", { name: "Select" })[0] as HTMLElement);
    await expect(args.onSelect).toHaveBeenLastCalledWith(PACKAGES[1]);
  },
};

/** Only packages to buy: no prepaid section. */
export const ForSaleOnly: Story = {
  args: { packages: PACKAGES.filter((p) => !p.prepaid) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("heading", { name: "Your prepaid packages" })).toBeNull();
  },
};

export const Loading: Story = {
  args: { packages: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading.. Please wait");
  },
};

export const NoPackages: Story = { args: { packages: [] } };

export const Desktop: Story = { globals: { viewport: { value: "w1280", isRotated: false } } };

export const GreekAt320: Story = { globals: { locale: "el", viewport: { value: "w320", isRotated: false } } };

export const Swedish: Story = { globals: { locale: "sv" } };
