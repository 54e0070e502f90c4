import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { LegalPage } from "../widgets/LegalPage.tsx";
import { LONG_GREEK } from "./support/fixtures.ts";

const meta = {
  title: "Widgets/LegalPage",
  component: LegalPage,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use for /policies, /gdpr, the cruise privacy policy and /contact: the operator's text, or a generic one.",
      },
    },
  },
  args: { kind: "terms" },
  argTypes: { kind: { control: "inline-radio", options: ["terms", "privacy", "cruisePrivacy", "contact"] } },
} satisfies Meta<typeof LegalPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No operator text: the generic one. */
export const GenericTerms: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1 })).toHaveTextContent(
      "Terms and conditions",
    );
  },
};

export const GenericPrivacy: Story = { args: { kind: "privacy" } };

export const CruisePrivacy: Story = { args: { kind: "cruisePrivacy" } };

/** The operator's own text: paragraphs split on blank lines. */
export const OperatorTerms: Story = {
  args: {
    body: "Access is for passengers of this vessel only.\n\nStreaming video may be slowed when the satellite link is busy.\n\nSession logs are deleted after 30 days.",
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("article p")).toHaveLength(3);
  },
};

export const ContactWithEmail: Story = {
  args: { kind: "contact", email: "wifi-support@onboard.example.com" },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "wifi-support@onboard.example.com" });
    await expect(link).toHaveAttribute("href", "mailto:wifi-support@onboard.example.com");
  },
};

export const GreekOperatorTextAt320: Story = {
  args: {
    kind: "privacy",
    body: `${LONG_GREEK}\n\nΤα αρχεία καταγραφής διαγράφονται μετά από 30 ημέρες.`,
    email: "wifi-support@onboard.example.com",
  },
  globals: { locale: "el", viewport: { value: "w320", isRotated: false } },
};
