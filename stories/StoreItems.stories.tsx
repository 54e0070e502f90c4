import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { StoreItems, type StoreItemsProps } from "../widgets/StoreItems.tsx";
import { ITEMS } from "./support/store.ts";
import { useControlled } from "./support/useControlled.ts";

const meta = {
  title: "Widgets/StoreItems",
  component: StoreItems,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use at the store's first step: the Wi-Fi products with a quantity each, the total and Continue.",
      },
    },
  },
  args: {
    items: ITEMS,
    currency: "EUR",
    currencyDecimals: 2,
    cart: {},
    max: 3,
    onAdd: fn(),
    onRemove: fn(),
    onContinue: fn(),
  },
  // the story holds the cart, so the steppers really count
  render: function Render(args: StoreItemsProps) {
    const [cart, setCart] = useControlled(args.cart);
    const step = (id: number, by: number) => setCart({ ...cart, [id]: Math.max(0, (cart[id] ?? 0) + by) });
    return (
      <StoreItems
        {...args}
        cart={cart}
        onAdd={(id) => {
          args.onAdd(id);
          step(id, 1);
        }}
        onRemove={(id) => {
          args.onRemove(id);
          step(id, -1);
        }}
      />
    );
  },
} satisfies Meta<typeof StoreItems>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyCart: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Remove one: 24 hours" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Add one: 24 hours" }));
    await userEvent.click(canvas.getByRole("button", { name: "Add one: 24 hours" }));
    await expect(args.onAdd).toHaveBeenCalledWith(12);
    await expect(canvas.getByText("Total").parentElement).toHaveTextContent("29,80");
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

/** The order holds its maximum: every plus button stops. */
export const AtTheLimit: Story = {
  args: { cart: { 11: 1, 12: 2 } },
  play: async ({ canvasElement }) => {
    for (const plus of within(canvasElement).getAllByRole("button", { name: /^Add one/ }))
      await expect(plus).toBeDisabled();
  },
};

/** A currency without minor units. */
export const Kronor: Story = {
  args: {
    currency: "SEK",
    currencyDecimals: 0,
    items: ITEMS.map((i) => ({ ...i, grossAmount: i.grossAmount / 10 })),
  },
};

export const GreekAt320: Story = {
  args: { cart: { 12: 1 } },
  globals: { locale: "el", viewport: { value: "w320", isRotated: false } },
};
