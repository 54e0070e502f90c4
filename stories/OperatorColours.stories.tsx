import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { BackButton } from "../widgets/BackButton.tsx";
import { LinkButton } from "../widgets/LinkButton.tsx";
import { Spinner } from "../widgets/Spinner.tsx";
import { TermsCheckbox } from "../widgets/TermsCheckbox.tsx";
import { WelcomeHeading } from "../widgets/WelcomeHeading.tsx";

// every place a widget paints with --gw-primary or --gw-on-primary, on the backgrounds it meets
const meta = {
  title: "Theme/Operator colours",
  parameters: {
    docs: {
      description: {
        component:
          "The widgets that use the operator colours, once per colour pair of the fleet, so axe checks each pair's contrast.",
      },
    },
  },
  render: () => (
    <div className="gw-page">
      <BackButton href="/start" />
      <section className="gw-card">
        <WelcomeHeading intro="Stay connected at sea." />
        <div className="gw-page">
          <LinkButton href="/login/voucher">Activate voucher</LinkButton>
          <LinkButton href="/store" variant="secondary">
            Purchase online
          </LinkButton>
        </div>
      </section>
      <TermsCheckbox checked={false} onChange={fn()} />
      <TermsCheckbox checked={false} onChange={fn()} flagged />
      <Spinner />
    </div>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

// links and outline buttons draw text in --gw-primary-text, a shade of the primary that keeps
// 4.5:1 on light surfaces: every pair must pass axe
const pair = (primary: string, body: string): Story => ({
  name: `${primary} on ${body}`,
  globals: { operator: primary.slice(1).toLowerCase() },
});

export const Pair01 = pair("#314e92", "#eef0f1");
export const Pair02 = pair("#102960", "#eef0f1");
export const Pair03 = pair("#002b46", "#eef0f1");
export const Pair04 = pair("#1C3457", "#eef0f1");
export const Pair05 = pair("#375d75", "#eef0f1");
export const Pair06 = pair("#0072BC", "#eef0f1");
export const Pair07 = pair("#005596", "#eef0f1");
export const Pair08 = pair("#348183", "#f7f7f7");
export const Pair09 = pair("#f06144", "#f7f7f7");
export const Pair10 = pair("#004a93", "#f7f7f7");
