import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { HiddenFields } from "../widgets/HiddenFields.tsx";

const meta = {
  title: "Widgets/HiddenFields",
  component: HiddenFields,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use inside a form the server may answer: the fields the passenger does not type (the action, what it acts on). Nothing shows.",
      },
    },
  },
  args: { fields: { _action: "voucher" } },
  render: function Render(args) {
    return (
      <form aria-label="A form with its action">
        <HiddenFields {...args} />
        <p>The form carries its action, unseen.</p>
      </form>
    );
  },
} satisfies Meta<typeof HiddenFields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Action: Story = {
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector("form") as HTMLFormElement;
    await expect([...new FormData(form).entries()]).toEqual([["_action", "voucher"]]);
  },
};
