import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { LinkButton } from "../widgets/LinkButton.tsx";
import { OfferCard } from "../widgets/OfferCard.tsx";
import { OfferState } from "../widgets/OfferState.tsx";
import { LONG_GREEK } from "./support/fixtures.ts";

const meta = {
  title: "Widgets/OfferCard",
  component: OfferCard,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use as the frame of one offer on a card start page (the trial, premium and free cards build on it).",
      },
    },
  },
  args: {
    title: "Day pass",
    children: <p>24 hours of Wi-Fi on one device.</p>,
    actions: <LinkButton href="/store">Buy a day pass</LinkButton>,
    highlight: false,
  },
} satisfies Meta<typeof OfferCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 2 })).toHaveTextContent("Day pass");
  },
};

/** The operator's colour on the top edge. */
export const Highlighted: Story = { args: { highlight: true } };

export const WithState: Story = { args: { actions: <OfferState kind="not-available" /> } };

export const NoActions: Story = { args: { actions: undefined } };

export const LongGreekAt320: Story = {
  args: {
    title: "Πακέτο απεριόριστης πρόσβασης για όλη τη διάρκεια του ταξιδιού",
    children: <p>{LONG_GREEK}</p>,
  },
  globals: { locale: "el", viewport: { value: "w320", isRotated: false } },
};
