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

/** Its submit button: out of sight until the keyboard reaches it, and it applies the choice. */
export const SubmitButton: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole("combobox", { name: "Language" });
    const button = canvas.getByRole("button", { name: "Change language" });
    await expect(button).toHaveAttribute("type", "submit");
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    select.focus();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await userEvent.keyboard("{Enter}");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Before the script has taken the page over: the switch posts with the page's typed form. */
export const WithTypedForm: Story = {
  args: { formId: "typed-form" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Language" })).toHaveAttribute("form", "typed-form");
    await expect(canvas.getByRole("button", { name: "Change language" })).toHaveAttribute(
      "form",
      "typed-form",
    );
    await expect(canvasElement.querySelector('input[name="_language"]')).toHaveValue("en");
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
