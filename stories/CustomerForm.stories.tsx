import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { type CustomerField, CustomerForm, type CustomerFormProps } from "../widgets/CustomerForm.tsx";
import { useControlled } from "./support/useControlled.ts";

const EMPTY = { firstName: "", lastName: "", email: "" };

const meta = {
  title: "Widgets/CustomerForm",
  component: CustomerForm,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use at the store's customer step: name and e-mail for the vouchers, the terms, then 'continue to payment'.",
      },
    },
  },
  args: {
    values: EMPTY,
    errors: {},
    onChange: fn(),
    onSubmit: fn(),
    onBack: fn(),
    attempt: 0,
    termsAccepted: false,
    onTermsChange: fn(),
  },
  // the story holds the values, so typing really shows
  render: function Render(args: CustomerFormProps) {
    const [values, setValues] = useControlled(args.values);
    const onChange = (field: CustomerField, value: string) => {
      args.onChange(field, value);
      setValues({ ...values, [field]: value });
    };
    return <CustomerForm {...args} values={values} onChange={onChange} />;
  },
} satisfies Meta<typeof CustomerForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "E-mail" }), "ada@example.com");
    await expect(args.onChange).toHaveBeenLastCalledWith("email", "ada@example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Continue to payment" }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Change items" }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** A refused submit: each field says why, and the first one in error takes the focus. */
export const Refused: Story = {
  args: {
    values: { firstName: "", lastName: "Lovelace", email: "ada@" },
    errors: { firstName: "required", email: "email" },
    attempt: 1,
  },
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByRole("textbox", { name: "First name" });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAccessibleDescription("Input required");
  },
};

export const GreekRefusedAt320: Story = {
  args: { errors: { firstName: "required", lastName: "invalid", email: "required" } },
  globals: { locale: "el", viewport: { value: "w320", isRotated: false } },
};

/** 'Continue to payment' pressed without the terms: the checkbox is flagged. */
export const TermsFlagged: Story = {
  args: { values: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" }, termsFlagged: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "Please accept the terms to continue",
    );
  },
};
