import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ShipIntro, type ShipIntroProps } from "../widgets/ShipIntro.tsx";
import { LONG_GREEK } from "./support/fixtures.ts";
import { useControlled } from "./support/useControlled.ts";

const meta = {
  title: "Widgets/ShipIntro",
  component: ShipIntro,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use at the top of an island-route ship's start page: its description, with the longer story behind 'Read more'.",
      },
    },
  },
  args: {
    title: "MS Seaview",
    text: "Sailing the islands since 2009.",
    more: "The route calls at six islands.\n\nOn deck 6 you will find the café and the children's corner.",
    expanded: false,
    onToggle: fn(),
  },
  // the story holds `expanded`, so the toggle really opens and closes the block
  render: function Render(args: ShipIntroProps) {
    const [expanded, setExpanded] = useControlled(args.expanded ?? false);
    const onToggle = () => {
      args.onToggle?.();
      setExpanded(!expanded);
    };
    return <ShipIntro {...args} expanded={expanded} onToggle={onToggle} />;
  },
} satisfies Meta<typeof ShipIntro>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText("The route calls at six islands.")).not.toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Read more" }));
    await expect(args.onToggle).toHaveBeenCalledOnce();
    await expect(canvas.getByText("The route calls at six islands.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Read less" })).toHaveAttribute("aria-expanded", "true");
  },
};

export const Expanded: Story = { args: { expanded: true } };

/** No longer story: no button. */
export const WithoutMore: Story = {
  args: { more: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
  },
};

export const GreekExpandedAt320: Story = {
  args: { title: "Πλοίο Θαλασσινή Θέα", text: LONG_GREEK, more: LONG_GREEK, expanded: true },
  globals: { locale: "el", viewport: { value: "w320", isRotated: false } },
};
