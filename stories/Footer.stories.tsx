import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Footer } from "../widgets/Footer.tsx";

const meta = {
  title: "Widgets/Footer",
  component: Footer,
  tags: ["autodocs"],
  parameters: {
    layout: "fullscreen",
    docs: {
      description: {
        component:
          "Use at the bottom of every page except the in-app-browser pages: privacy, terms, contact, 'powered by', registration number.",
      },
    },
  },
  args: { poweredBy: "Gangway", companyRegistration: "556000-0001" },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Privacy statement" })).toHaveAttribute("href", "/gdpr");
    await expect(canvas.getByRole("link", { name: "Terms" })).toHaveAttribute("target", "_blank");
    await expect(canvas.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
    await expect(canvas.getByText("Company registration number 556000-0001")).toBeVisible();
  },
};

/** An operator with neither mark nor registration number: the links alone. */
export const LinksOnly: Story = {
  args: { poweredBy: undefined, companyRegistration: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Powered by/)).toBeNull();
  },
};

export const GreekAt320: Story = { globals: { locale: "el", viewport: { value: "w320", isRotated: false } } };

export const SwedishDesktop: Story = {
  globals: { locale: "sv", viewport: { value: "w1280", isRotated: false } },
};
