import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { LanguageSelect, type LanguageSelectProps } from "../widgets/LanguageSelect.tsx";
import { useControlled } from "./support/useControlled.ts";

const meta = {
  title: "Widgets/LanguageSelect",
  component: LanguageSelect,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component: "Use in the header when the zone offers more than one locale; each language names itself.",
      },
    },
  },
  args: { locales: ["en", "sv", "el"], value: "en", onChange: fn() },
  // the story holds `value`, so a choice really sticks
  render: function Render(args: LanguageSelectProps) {
    const [value, setValue] = useControlled(args.value);
    const onChange = (next: string) => {
      args.onChange(next);
      setValue(next);
    };
    return <LanguageSelect {...args} value={value} onChange={onChange} />;
  },
} satisfies Meta<typeof LanguageSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeLocales: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Language" });
    await userEvent.selectOptions(select, "el");
    await expect(args.onChange).toHaveBeenCalledWith("el");
    await expect(select).toHaveValue("el");
    await expect(within(select).getByRole("option", { name: "Ελληνικά" })).toHaveAttribute("lang", "el");
  },
};

export const TwoLocales: Story = { args: { locales: ["en", "sv"], value: "sv" }, globals: { locale: "sv" } };

/** A zone with one locale shows no dropdown at all. */
export const OneLocaleShowsNothing: Story = {
  args: { locales: ["en"] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("combobox")).toBeNull();
  },
};

export const GreekActive: Story = { args: { value: "el" }, globals: { locale: "el" } };
