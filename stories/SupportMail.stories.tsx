import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { SupportMail } from "../widgets/SupportMail.tsx";

const meta = {
  title: "Widgets/SupportMail",
  component: SupportMail,
  tags: ["autodocs"],
  parameters: {
    docs: { description: { component: "Use on crew pages for the feedback mail link." } },
  },
  args: { email: "crew-wifi@onboard.example.com" },
} satisfies Meta<typeof SupportMail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "crew-wifi@onboard.example.com" });
    await expect(link).toHaveAttribute("href", "mailto:crew-wifi@onboard.example.com");
  },
};

export const LongAddressGreekAt320: Story = {
  args: { email: "it-helpdesk.fleet-operations@archipelago-island-lines.example.com" },
  globals: { locale: "el", viewport: { value: "w320", isRotated: false } },
};
