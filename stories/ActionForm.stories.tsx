import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ActionForm } from "../widgets/ActionForm.tsx";
import { FreeCard } from "../widgets/FreeCard.tsx";

const meta = {
  title: "Widgets/ActionForm",
  component: ActionForm,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Wrap an offer, a logout or a reset in it: its buttons post the form to the page's address until the script handles them; it adds no box of its own.",
      },
    },
  },
  args: { fields: { _action: "open", openId: "3" }, children: null },
  render: function Render(args) {
    return (
      <ActionForm {...args}>
        <FreeCard status="available" onConnect={onConnect} />
      </ActionForm>
    );
  },
} satisfies Meta<typeof ActionForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const onConnect = fn();

/** Once the app runs, the card's own handler answers the press and nothing is posted. */
export const OfferInside: Story = {
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector("form") as HTMLFormElement;
    const posted = fn();
    form.addEventListener("submit", (event) => posted(event.defaultPrevented));
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Connect" }));
    await expect(onConnect).toHaveBeenCalled();
    await expect(posted).not.toHaveBeenCalled();
    await expect(new FormData(form).get("_action")).toBe("open");
    await expect(getComputedStyle(form).display).toBe("contents");
  },
};

export const GreekAt320: Story = { globals: { locale: "el", viewport: { value: "w320", isRotated: false } } };
