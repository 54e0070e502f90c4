import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { WelcomeHeading } from "../widgets/WelcomeHeading.tsx";
import { LONG_GREEK } from "./support/fixtures.ts";

const meta = {
  title: "Widgets/WelcomeHeading",
  component: WelcomeHeading,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use first on a start page; the intro is the vessel's own text, already in the visitor's language.",
      },
    },
  },
  args: {
    intro: "Stay connected at sea: try it free, activate a voucher or buy Wi-Fi online.",
    title: "welcome",
  },
  argTypes: { title: { control: "inline-radio", options: ["welcome", "welcome-crew", "access-crew"] } },
} satisfies Meta<typeof WelcomeHeading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithIntro: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1 })).toHaveTextContent(
      "Welcome on board",
    );
  },
};

export const WelcomeCrew: Story = {
  args: { title: "welcome-crew", intro: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1 })).toHaveTextContent("Welcome crew");
  },
};

export const AccessCrewWifi: Story = { args: { title: "access-crew", intro: undefined } };

export const HeadingOnly: Story = { args: { intro: undefined } };

export const LongGreekIntroAt320: Story = {
  args: { intro: LONG_GREEK },
  globals: { locale: "el", viewport: { value: "w320", isRotated: false } },
};

export const Swedish: Story = {
  args: { intro: "Håll kontakten till sjöss: prova gratis, aktivera en kupong eller köp wifi online." },
  globals: { locale: "sv" },
};
