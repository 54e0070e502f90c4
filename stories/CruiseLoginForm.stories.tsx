import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import {
  CruiseLoginForm,
  type CruiseLoginField,
  type CruiseLoginFormProps,
  type CruiseLoginValues,
} from "../widgets/CruiseLoginForm.tsx";
import { useControlled } from "./support/useControlled.ts";

const at320 = { viewport: { value: "w320", isRotated: false } };
const dialogNamed = (name: string) => within(document.body).findByRole("dialog", { name });
const EMPTY: CruiseLoginValues = { lastname: "", key: "", email: "", dob: "" };
const FILLED: CruiseLoginValues = {
  lastname: "Lindqvist",
  key: "MRD-4711",
  email: "anna.lindqvist@example.org",
  dob: "1984-03-12",
};

const meta = {
  title: "Widgets/CruiseLoginForm",
  component: CruiseLoginForm,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use on a cruise ship's login page as 'Option 2: Log in': the booking's surname, personal key, e-mail and date of birth, then the terms.",
      },
      story: { inline: false, iframeHeight: 760 },
    },
  },
  args: {
    values: EMPTY,
    errors: {},
    onChange: fn(),
    onSubmit: fn(),
    maxDate: "2026-11-22",
    privacyHref: "/privacy-policy",
    step: "idle",
    termsAccepted: false,
    onTermsChange: fn(),
    termsFlagged: false,
    onAccept: fn(),
    onCancel: fn(),
  },
  argTypes: { step: { control: "inline-radio", options: ["idle", "terms", "sending", "checking"] } },
  // the story holds the fields and the checkbox, so typing and ticking really show
  render: function Render(args: CruiseLoginFormProps) {
    const [values, setValues] = useControlled(args.values);
    const [accepted, setAccepted] = useControlled(args.termsAccepted);
    const onChange = (field: CruiseLoginField, value: string) => {
      args.onChange(field, value);
      setValues({ ...values, [field]: value });
    };
    const onTermsChange = (next: boolean) => {
      args.onTermsChange(next);
      setAccepted(next);
    };
    return (
      <CruiseLoginForm
        {...args}
        values={values}
        onChange={onChange}
        termsAccepted={accepted}
        onTermsChange={onTermsChange}
      />
    );
  },
} satisfies Meta<typeof CruiseLoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Surname"), "Lindqvist");
    await expect(args.onChange).toHaveBeenLastCalledWith("lastname", "Lindqvist");
    await expect(canvas.getByLabelText("Date of birth")).toHaveAttribute("max", "2026-11-22");
    await expect(canvas.getByRole("link", { name: "privacy policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** The next arrow on an empty form: every field says what is wrong, in place. */
export const Errors: Story = {
  args: {
    values: { ...EMPTY, key: "K", email: "anna@ship" },
    errors: { lastname: "required", key: "keyLength", email: "email", dob: "future" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("Personal key")).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByLabelText("Personal key")).toHaveAccessibleDescription(
      "The booking key on your cruise ticket The personal key has 2 to 128 characters",
    );
    await expect(canvas.getByText("Input required")).toBeVisible();
  },
};

export const Terms: Story = {
  args: { values: FILLED, step: "terms" },
  play: async ({ args }) => {
    const dialog = await dialogNamed("Terms and conditions");
    await userEvent.click(within(dialog).getByRole("checkbox"));
    await expect(args.onTermsChange).toHaveBeenCalledWith(true);
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Continue without the box ticked: flagged for 10 s. */
export const TermsFlagged: Story = { args: { values: FILLED, step: "terms", termsFlagged: true } };

/** The validation request is on its way: the modal cannot be closed. */
export const Sending: Story = {
  args: { values: FILLED, step: "sending", termsAccepted: true },
  play: async () => {
    const dialog = await dialogNamed("Terms and conditions");
    await expect(dialog).toHaveAttribute("aria-busy", "true");
  },
};

/** Back from the access controller: the booking is being checked. */
export const Checking: Story = {
  args: { values: FILLED, step: "checking" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Checking your booking…")).toBeVisible();
    await expect(canvas.queryByLabelText("Surname")).toBeNull();
  },
};

export const GreekErrorsAt320: Story = {
  args: { errors: { lastname: "required", key: "required", email: "required", dob: "required" } },
  globals: { locale: "el", ...at320 },
};

export const Swedish: Story = { args: { values: FILLED }, globals: { locale: "sv" } };
